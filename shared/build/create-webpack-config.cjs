/**
 * One webpack factory for the shell and every remote, so they are built the same way (the Node build,
 * create-server-config.cjs, shares the parts below). Federation settings come from each workspace's `federation.config.cjs`.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { ports } = require('./ports.cjs');
const { EmitJsonPlugin } = require('./emit-json.cjs');

// `--env federation=previous`: the previous minor version, for the test that a remote built with it still loads beside the current shell.
const FEDERATION = { current: '@module-federation/enhanced', previous: '@module-federation/enhanced-previous' };
const extensions = ['.tsx', '.ts', '.js', '.mjs'];
const typescript = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'ts-loader',
  options: { transpileOnly: true, configFile: path.resolve(__dirname, '../../tsconfig.base.json'), compilerOptions: { noEmit: false } },
};
/** A build label, so a redeploy of one remote is visible on the composed site. */
const release = (env, dir) => JSON.stringify(env.release || `${path.basename(dir)}@${new Date().toISOString().slice(0, 10)}`);

/**
 * In the shell, a shared package's provider and its consume fallback are two chunk groups; below webpack's 20 KB split
 * threshold each got its own copy (two identical react-dom files, both hinted). One chunk per such pair instead.
 * (Remotes' fallbacks are never loaded.)
 */
const sharedTwice = { test: /[\\/]node_modules[\\/]/, chunks: 'async', minChunks: 2, minSize: 0, reuseExistingChunk: true };

/** The JS files of every chunk group (scripts/budgets.mjs counts all a module pulls in; the manifest lists only its first chunk). */
const chunkGroups = (compilation) =>
  compilation.chunkGroups
    .map((g) => [...new Set(g.chunks.flatMap((c) => [...c.files].filter((f) => f.endsWith('.js'))))])
    .filter((files) => files.length);

function createWebpackConfig({ dir, federation, htmlTemplate, htmlParameters, devEntry }) {
  return (env = {}, argv = {}) => {
    const production = argv.mode === 'production';
    const federationPackage = FEDERATION[env.federation || 'current'];
    if (!federationPackage) throw new Error(`--env federation=${env.federation}: use current or previous`);
    const { ModuleFederationPlugin } = require(`${federationPackage}/webpack`);
    const entry = env.standalone && devEntry ? { main: devEntry } : htmlTemplate ? { main: './src/index.ts' } : {};
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry,
      output: {
        path: path.join(dir, env.outDir || 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: federation.name,
        // Old hashed chunks stay so pages loaded before a redeploy can still fetch them.
        clean: false,
      },
      resolve: {
        extensions,
        // Catalogues arrive parsed (messages-loader.cjs): the browser needs no ICU parser.
        alias: { '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js') },
      },
      module: {
        rules: [
          // The federation runtime ships ES modules and CommonJS, and some of its parts `require` what others `import`:
          // resolved as ES modules throughout, the page gets one copy (the shell's main.js was 21 KB gzip larger with both).
          {
            test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
            resolve: { conditionNames: ['import', 'module', 'browser', 'webpack', 'production', 'default'] },
          },
          { test: /[\\/]i18n[\\/](en|hi|ta)\.json$/, type: 'javascript/auto', loader: path.join(__dirname, 'messages-loader.cjs') },
          // graphql-request imports graphql-js's parser and printer, which the page never calls (graphql-without-parser.mjs).
          {
            test: /[\\/]node_modules[\\/]graphql-request[\\/]/,
            resolve: { alias: { graphql$: path.join(__dirname, 'graphql-without-parser.mjs') } },
          },
          typescript,
          { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          { test: /\.(png|svg|jpg|woff2?|ttf|eot|gif)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          filename: 'remoteEntry.js',
          manifest: true,
          dts: false,
          shared: sharedSingletons(),
          // Use what the page already loaded instead of fetching every remote's entry to compare versions.
          shareStrategy: 'loaded-first',
          // One federation runtime per page, the shell's (a standalone dev harness keeps its own). The shell loads remotes
          // by their remoteEntry.js, so it ships without the manifest reader (disableSnapshot; entryOf in loadRemoteModule.ts).
          experiments: federation.exposes
            ? env.standalone
              ? {}
              : { externalRuntime: true, optimization: { target: 'web' } }
            : { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
          ...federation,
        }),
        new DefinePlugin({ __TILES_RELEASE__: release(env, dir) }),
        new EmitJsonPlugin('chunk-groups.json', chunkGroups),
        new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:10].css' : '[name].css' }),
        // The page is served for every route (/tiles/wooden-tiles too), so its scripts must load from the root.
        entry.main &&
          new HtmlWebpackPlugin({
            template: htmlTemplate || path.resolve(__dirname, 'dev-harness.html'),
            scriptLoading: 'defer',
            ...(htmlParameters && { templateParameters: htmlParameters }),
            publicPath: '/',
          }),
      ].filter(Boolean),
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // Terser for the JS ('...'), esbuild for the extracted CSS (the server inlines it into every page).
        minimizer: ['...', new CssMinimizerPlugin({ minify: CssMinimizerPlugin.esbuildMinify })],
        ...(federation.exposes ? {} : { splitChunks: { cacheGroups: { sharedTwice } } }),
      },
      performance: { hints: false },
      devServer: {
        port: ports[path.basename(dir)],
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        client: { overlay: false },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createWebpackConfig, typescript, extensions, release };
