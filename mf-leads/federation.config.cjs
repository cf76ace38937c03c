const { exposesFrom } = require('../shared/build/exposes.cjs');

/** Federation settings for mf-leads: its exposes (every file of src/exposes/) are its one public surface, typed in shared/src/contracts. */
module.exports = { name: 'mf_leads', exposes: exposesFrom(__dirname) };
