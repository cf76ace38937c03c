const { exposesFrom } = require('../shared/build/exposes.cjs');

/** Federation settings for mf-catalog: its exposes (every file of src/exposes/) are its one public surface, typed in shared/src/contracts. */
module.exports = { name: 'mf_catalog', exposes: exposesFrom(__dirname) };
