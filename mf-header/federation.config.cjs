const { exposesFrom } = require('../shared/build/exposes.cjs');

/** Federation settings for mf-header: its exposes (every file of src/exposes/) are its one public surface, typed in shared/src/contracts. */
module.exports = { name: 'mf_header', exposes: exposesFrom(__dirname) };
