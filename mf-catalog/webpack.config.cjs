const { createWebpackConfig } = require('../shared/build/create-webpack-config.cjs');
const federation = require('./federation.config.cjs');

// Its browser build, and its Node build for the shell's server render (`.server`).
module.exports = createWebpackConfig({ dir: __dirname, federation, devEntry: './src/dev/index.ts' });
