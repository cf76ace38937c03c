const { createWebpackConfig } = require('../shared/build/create-webpack-config.cjs');
const federation = require('./federation.config.cjs');

module.exports = createWebpackConfig({ dir: __dirname, federation, devEntry: './src/dev/index.ts' });
