/** Ports from shared/src/config/ports.json, each overridable with TILES_PORT_<NAME> (e.g. TILES_PORT_MF_HEADER). */
const defaults = require('../src/config/ports.json');

const ports = Object.fromEntries(
  Object.entries(defaults).map(([name, port]) => {
    const override = process.env[`TILES_PORT_${name.replace(/-/g, '_').toUpperCase()}`];
    return [name, override ? Number(override) : port];
  }),
);

module.exports = { ports };
