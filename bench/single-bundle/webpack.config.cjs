/**
 * Baseline for `npm run bench`: the shell + all remotes as one ordinary webpack build (no federation),
 * same loaders and minification, routes code-split with dynamic imports.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { DefinePlugin } = require('webpack');

const root = path.resolve(__dirname, '../..');

module.exports = {
  mode: 'production',
  context: root,
  entry: { main: './shell/src/bootstrap.tsx' },
  output: { path: path.join(root, '.bench/single'), publicPath: '/', filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js', clean: true },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    alias: { '@module-federation/enhanced/runtime$': path.join(__dirname, 'localRemotes.ts') },
  },
  module: {
    rules: [
      { test: /\.tsx?$/, exclude: /node_modules/, loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(root, 'tsconfig.base.json'), compilerOptions: { noEmit: false } } },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      { test: /\.(png|svg|jpg|woff2?|ttf|eot|gif)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
    ],
  },
  plugins: [
    new DefinePlugin({ __TILES_RELEASE__: JSON.stringify('single-bundle') }),
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css' }),
    new HtmlWebpackPlugin({ template: path.join(root, 'shell/public/index.html'), scriptLoading: 'defer' }),
  ],
  optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
  performance: { hints: false },
  stats: 'errors-warnings',
};
