// The Node build of a remote's server render (src/server/render.tsx → dist/server/). Self-contained (React,
// react-dom/server and @tiles/shared bundled in), CSS imports dropped: the shell's server inlines the browser build's
// extracted (minified) files, so a CSS module here is side-effect free and nothing uses its text.
// The shell's server fetches dist/server/ssr.json to learn the current bundle's hashed name, so a redeployed
// remote's server render is picked up like its browser code: without touching the shell. ssr.json also carries
// the bundle's SHA-384 (Subresource Integrity format): the shell runs only a bundle whose bytes match it.
const { createHash } = require('node:crypto');
const path = require('node:path');
const { DefinePlugin, optimize } = require('webpack');

class ServerManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServerManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const file = [...compilation.entrypoints.get('ssr').getFiles()].find((f) => f.endsWith('.cjs'));
          const integrity = `sha384-${createHash('sha384').update(compilation.getAsset(file).source.buffer()).digest('base64')}`;
          compilation.emitAsset('ssr.json', new compiler.webpack.sources.RawSource(JSON.stringify({ file, integrity })));
        },
      );
    });
  }
}

function createServerConfig({ dir, entry = './src/server/render.tsx' }) {
  return (env = {}) => {
    const folder = path.basename(dir);
    return {
      name: `${folder}-server`,
      context: dir,
      mode: 'production',
      target: 'node20',
      devtool: false,
      entry: { ssr: entry },
      output: { path: path.join(dir, 'dist/server'), filename: '[name].[contenthash:10].cjs', library: { type: 'commonjs2' }, clean: true },
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
        new DefinePlugin({
          __TILES_RELEASE__: JSON.stringify(env.release || `${folder}@${new Date().toISOString().slice(0, 10)}`),
          'process.env.NODE_ENV': JSON.stringify('production'),
        }),
        new ServerManifestPlugin(),
        // One file: the shell's server evaluates the bundle from its URL and could not load further chunks.
        new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
    };
  };
}

module.exports = { createServerConfig };
