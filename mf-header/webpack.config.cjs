const { createWebpackConfig } = require('../shared/build/create-webpack-config.cjs');
const federation = require('./federation.config.cjs');

module.exports = createWebpackConfig({ dir: __dirname, federation, devEntry: './src/dev/index.ts' });

// The server render of this remote's first-paint modules (see shared/build/create-server-config.cjs).
module.exports.server = require('../shared/build/create-server-config.cjs').createServerConfig({ dir: __dirname, federation });
