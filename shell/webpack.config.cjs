const path = require('node:path');
const { createWebpackConfig } = require('../shared/build/create-webpack-config.cjs');
const federation = require('./federation.config.cjs');

module.exports = createWebpackConfig({ dir: __dirname, federation, htmlTemplate: path.join(__dirname, 'public/index.html') });
