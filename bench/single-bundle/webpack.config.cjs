/**
 * Baseline for `npm run bench`: the shell + all remotes as one ordinary webpack build (no federation),
 * same loaders and minification, routes code-split with dynamic imports.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { DefinePlugin } = require('webpack');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { EmitJsonPlugin, entryFiles } = require('../../shared/build/emit-json.cjs');

const root = path.resolve(__dirname, '../..');

/**
 * Writes chunk-owners.json: each JS file → the workspace most of its code comes from, so the bench can tell
 * whether a run loaded the later remotes' code (cart, leads, search) inside Lighthouse's window.
 */
class ChunkOwnersPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkOwnersPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkOwnersPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const owners = {};
          for (const chunk of compilation.chunks) {
            const bytes = {};
            for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              const rel = path.relative(root, m.resource ?? m.rootModule?.resource ?? '');
              const owner = rel.startsWith('node_modules') ? 'node_modules' : rel.split(path.sep)[0];
              bytes[owner] = (bytes[owner] ?? 0) + m.size();
            }
            const top = Object.entries(bytes).sort((a, b) => b[1] - a[1])[0]?.[0];
            for (const f of chunk.files) if (f.endsWith('.js') && top) owners[f] = top;
          }
          compilation.emitAsset('chunk-owners.json', new compiler.webpack.sources.RawSource(JSON.stringify(owners)));
        },
      );
    });
  }
}

module.exports = {
  mode: 'production',
  context: root,
  entry: { main: './shell/src/bootstrap.tsx' },
  output: {
    path: path.join(root, '.bench/single'),
    publicPath: '/',
    filename: '[name].[contenthash:10].js',
    chunkFilename: '[name].[contenthash:10].js',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    alias: { '@module-federation/enhanced/runtime$': path.join(__dirname, 'localRemotes.ts') },
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'ts-loader',
        options: { transpileOnly: true, configFile: path.join(root, 'tsconfig.base.json'), compilerOptions: { noEmit: false } },
      },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      { test: /\.(png|svg|jpg|woff2?|ttf|eot|gif)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
    ],
  },
  plugins: [
    new DefinePlugin({ __TILES_RELEASE__: JSON.stringify('single-bundle'), __TILES_SERVER__: 'false' }),
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css' }),
    new HtmlWebpackPlugin({
      template: path.join(root, 'shell/public/index.html'),
      scriptLoading: 'defer',
      templateParameters: { criticalCss: require('node:fs').readFileSync(path.join(root, 'shell/public/critical.css'), 'utf8') },
    }),
    new EmitJsonPlugin('entry-files.json', entryFiles),
    new ChunkOwnersPlugin(),
  ],
  optimization: {
    moduleIds: 'deterministic',
    chunkIds: 'deterministic',
    minimizer: ['...', new CssMinimizerPlugin({ minify: CssMinimizerPlugin.esbuildMinify })],
  },
  performance: { hints: false },
  stats: 'errors-warnings',
};
