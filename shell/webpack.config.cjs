const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { createWebpackConfig } = require('../shared/build/create-webpack-config.cjs');
const federation = require('./federation.config.cjs');

const base = createWebpackConfig({ dir: __dirname, federation, htmlTemplate: path.join(__dirname, 'public/index.html') });

/**
 * The Hindi and Tamil fonts are stylesheets of their own (fonts-hi.css, fonts-ta.css, fixed names the shell's
 * server links on those subdomains only): index.html does not load them. English pages link fonts-names.css only:
 * the language switch's two names (3.6 KB of font, src/fonts/names.css).
 */
const FONTS = { 'fonts-hi': './src/fonts/hi.css', 'fonts-ta': './src/fonts/ta.css', 'fonts-names': './src/fonts/names.css' };

module.exports = (env = {}, argv = {}) => {
  const config = base(env, argv);
  if (env.standalone) return config;
  config.entry = { ...config.entry, ...FONTS };
  // The language names' faces stay files (not inlined into fonts-names.css): an English page's stylesheet is then
  // 0.6 KB, and a phone fetches the 3.6 KB of faces only when its menu (where the switch sits) shows the names.
  config.module.rules.push({ test: /[\\/]fonts[\\/]names[\\/][^\\/]+\.woff2$/, type: 'asset/resource' });
  for (const plugin of config.plugins) {
    if (plugin instanceof HtmlWebpackPlugin) plugin.options.excludeChunks = Object.keys(FONTS);
    if (plugin instanceof MiniCssExtractPlugin) {
      const hashed = plugin.options.filename;
      plugin.options.filename = (data) => (data.chunk?.name in FONTS ? '[name].css' : hashed);
    }
  }
  return config;
};
