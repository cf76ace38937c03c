/** Ports from shared/src/config/ports.json, each overridable with TILES_PORT_<NAME> (e.g. TILES_PORT_MF_HEADER). */
const defaults = require('../src/config/ports.json');
const override = (name) => process.env[`TILES_PORT_${name.replace(/-/g, '_').toUpperCase()}`];

module.exports = { ports: Object.fromEntries(Object.entries(defaults).map(([name, port]) => [name, Number(override(name) || port)])) };
