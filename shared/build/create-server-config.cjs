// The Node build of a remote: a federation container (dist/server/remoteEntry.<hash>.cjs) with the browser's exposed
// modules, which the shell's server loads through the federation runtime into its own React tree. React and
// @tiles/shared come from the shell's server (import: false): one copy of each for the server render and the browser.
// CSS imports are dropped (the shell inlines the browser build's files).
const { createHash } = require('node:crypto');
const path = require('node:path');
const { DefinePlugin, optimize } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { EmitJsonPlugin } = require('./emit-json.cjs');
const { typescript, extensions, release } = require('./create-webpack-config.cjs');

/** ssr.json: the container's file and its SHA-384: the shell's server runs only a file whose bytes match. */
const ssrManifest = (name) => (compilation) => {
  const file = [...compilation.entrypoints.get(name).getFiles()].find((f) => f.endsWith('.cjs'));
  return { file, integrity: `sha384-${createHash('sha384').update(compilation.getAsset(file).source.buffer()).digest('base64')}` };
};

const createServerConfig =
  ({ dir, federation }) =>
  (env = {}) => ({
    name: `${path.basename(dir)}-server`,
    context: dir,
    mode: 'production',
    target: 'async-node',
    devtool: false,
    entry: {},
    output: {
      path: path.join(dir, 'dist/server'),
      uniqueName: `${federation.name}_server`,
      filename: '[name].[contenthash:10].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      clean: true,
    },
    resolve: { extensions },
    module: {
      rules: [
        typescript,
        { test: /\.css$/, type: 'asset/source', sideEffects: false },
        { test: /\.(png|svg|jpg|woff2?|ttf|eot|gif)$/, type: 'asset/inline' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federation.name,
        exposes: federation.exposes,
        filename: 'remoteEntry.[contenthash:10].cjs',
        library: { type: 'commonjs-module' },
        shared: sharedSingletons({ import: false }),
        manifest: false,
        dts: false,
      }),
      new DefinePlugin({ __TILES_RELEASE__: release(env, dir) }),
      new EmitJsonPlugin('ssr.json', ssrManifest(federation.name)),
      // One file: the shell's server fetches and checks the container by its URL and loads no further chunks.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  });

module.exports = { createServerConfig };
