// The Node build of a remote: a federation container (dist/server/remoteEntry.<hash>.cjs) with the same exposed
// modules as the browser's, which the shell's server loads through the federation runtime and renders inside its
// own React tree. React and @tiles/shared are not in it: they come from the shell's server (import: false), so the
// server render and the browser run one copy of each. CSS imports are dropped (the shell inlines the browser build's
// files). ssr.json names the current file and its SHA-384: the shell's server runs only a file whose bytes match.
const { createHash } = require('node:crypto');
const path = require('node:path');
const { DefinePlugin, optimize } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { EmitJsonPlugin } = require('./emit-json.cjs');

/** ssr.json: the container's file and its SHA-384, which the shell's server checks before running it. */
const ssrManifest = (name) => (compilation) => {
  const file = [...compilation.entrypoints.get(name).getFiles()].find((f) => f.endsWith('.cjs'));
  return { file, integrity: `sha384-${createHash('sha384').update(compilation.getAsset(file).source.buffer()).digest('base64')}` };
};

/** Every singleton of the page, taken from the host only (the container carries no copy to fall back on). */
const fromHostOnly = () =>
  Object.fromEntries(Object.entries(sharedSingletons()).map(([name, config]) => [name, { ...config, import: false }]));

function createServerConfig({ dir, federation }) {
  return (env = {}) => {
    const folder = path.basename(dir);
    return {
      name: `${folder}-server`,
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
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              configFile: path.resolve(__dirname, '../../tsconfig.base.json'),
              compilerOptions: { noEmit: false },
            },
          },
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
          shared: fromHostOnly(),
          manifest: false,
          dts: false,
        }),
        new DefinePlugin({
          __TILES_RELEASE__: JSON.stringify(env.release || `${folder}@${new Date().toISOString().slice(0, 10)}`),
          'process.env.NODE_ENV': JSON.stringify('production'),
        }),
        new EmitJsonPlugin('ssr.json', ssrManifest(federation.name)),
        // One file: the shell's server fetches and checks the container by its URL and loads no further chunks.
        new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
    };
  };
}

module.exports = { createServerConfig };
