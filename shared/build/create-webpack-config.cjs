// One webpack factory, so the shell and every remote build alike: a remote's config builds its browser half and its Node half (`.server`) together.
const { createHash } = require('node:crypto');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { DefinePlugin, optimize } = require('webpack');
const { ports } = require('./ports.cjs');
const { EmitJsonPlugin } = require('./emit-json.cjs');
const { ModuleFederationPlugin: NodeFederationPlugin } = require('@module-federation/enhanced/webpack');

// `--env federation=previous`: the previous minor, for the test that a remote built with it loads beside the shell.
const FEDERATION = { current: '@module-federation/enhanced', previous: '@module-federation/enhanced-previous' };
const extensions = ['.tsx', '.ts', '.js', '.mjs'];
const IMAGES_AND_FONTS = /\.(png|svg|jpg|woff2?|ttf|eot|gif)$/;
const typescript = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'ts-loader',
  options: { transpileOnly: true, configFile: path.resolve(__dirname, '../../tsconfig.base.json'), compilerOptions: { noEmit: false } },
};
/** A build label, so a redeploy of one remote is visible on the composed site. */
const release = (env, dir) => JSON.stringify(env.release || `${path.basename(dir)}@${new Date().toISOString().slice(0, 10)}`);

// One copy of each in the page (`extra`: the Node build's `import: false`); other libraries go tree-shaken in @tiles/shared.
function sharedSingletons(extra = {}) {
  const versionOf = (pkg) => require(path.resolve(__dirname, '../../node_modules', pkg, 'package.json')).version;
  const singleton = (name) => [name, { singleton: true, requiredVersion: `^${versionOf(name.split('/')[0])}`, ...extra }];
  const { version } = require('../package.json');
  return {
    ...Object.fromEntries(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'].map(singleton)),
    '@tiles/shared': { singleton: true, version, requiredVersion: `^${version}`, ...extra },
  };
}

// A shared package's provider and its fallback in the shell: one chunk, not two identical files, both hinted.
const sharedTwice = { test: /[\\/]node_modules[\\/]/, chunks: 'async', minChunks: 2, minSize: 0, reuseExistingChunk: true };
/**
 * A remote's libraries split out of one named async chunk (RxJS out of `autosuggest`) are named after it
 * (`autosuggest.vendors.<hash>.js`): a module's `loadsWith` names the chunk, and the shell hints every file whose
 * name starts with it, so the chunk's libraries are fetched beside it, not one round trip after. Webpack's own
 * `defaultVendors` group otherwise (a numbered file).
 */
const vendors = {
  test: /[\\/]node_modules[\\/]/i,
  priority: -10,
  reuseExistingChunk: true,
  idHint: 'vendors',
  name: (_module, chunks) =>
    chunks.length === 1 && chunks[0].name && !chunks[0].name.startsWith('__federation_') ? `${chunks[0].name}.vendors` : undefined,
};
/** The JS files of every chunk group, for scripts/budgets.mjs (the manifest lists only a module's first chunk). */
const chunkGroups = (compilation) =>
  compilation.chunkGroups
    .map((g) => [...new Set(g.chunks.flatMap((c) => [...c.files].filter((f) => f.endsWith('.js'))))])
    .filter((files) => files.length);
/** ssr.json: the Node container's file and its SHA-384: the shell's server runs only a file whose bytes match. */
const ssrManifest = (name) => (compilation) => {
  const file = [...compilation.entrypoints.get(name).getFiles()].find((f) => f.endsWith('.cjs'));
  return { file, integrity: `sha384-${createHash('sha384').update(compilation.getAsset(file).source.buffer()).digest('base64')}` };
};

function createWebpackConfig({ dir, federation, htmlTemplate, htmlParameters, devEntry }) {
  const browser = (env = {}, argv = {}) => {
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
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: federation.name,
        // Old hashed chunks stay so pages loaded before a redeploy can still fetch them.
        clean: false,
      },
      resolve: {
        extensions,
        // Catalogues arrive parsed (messages-loader.cjs): the browser needs no ICU parser.
        alias: {
          '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
          // RxJS's ES2015 build (its `es2015` export): webpack's conditions pick the ES5 one, whose classes are functions
          // built with tslib's helpers.
          rxjs$: path.join(path.dirname(require.resolve('rxjs/package.json')), 'dist/esm/index.js'),
        },
      },
      module: {
        rules: [
          // The federation runtime's parts `require` what others `import`: as ES modules throughout, the page gets one copy.
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
          { test: IMAGES_AND_FONTS, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
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
          // One federation runtime per page, the shell's (a dev harness keeps its own); no manifest reader (remotes load by remoteEntry.js).
          experiments: federation.exposes
            ? env.standalone
              ? {}
              : { externalRuntime: true, optimization: { target: 'web' } }
            : { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
          ...federation,
        }),
        // `__TILES_SERVER__`: code only the shell's server reads (a module's `beforeCode`) stays out of the browser's files.
        new DefinePlugin({ __TILES_RELEASE__: release(env, dir), __TILES_SERVER__: 'false' }),
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
        splitChunks: { cacheGroups: federation.exposes ? { defaultVendors: vendors } : { sharedTwice } },
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

  // A remote's Node build: its exposes for the shell's server, on the server's React and @tiles/shared; CSS is inlined from the browser build.
  const server = (env = {}) => ({
    name: `${path.basename(dir)}-server`,
    context: dir,
    mode: 'production',
    target: 'async-node',
    entry: {},
    output: {
      path: path.join(dir, env.outDir || 'dist', 'server'),
      uniqueName: `${federation.name}_server`,
      filename: '[name].[contenthash:10].cjs',
      clean: true,
    },
    resolve: { extensions },
    module: {
      rules: [typescript, { test: /\.css$/, type: 'asset/source', sideEffects: false }, { test: IMAGES_AND_FONTS, type: 'asset/inline' }],
    },
    plugins: [
      new NodeFederationPlugin({
        ...federation,
        filename: 'remoteEntry.[contenthash:10].cjs',
        library: { type: 'commonjs-module' },
        shared: sharedSingletons({ import: false }),
        manifest: false,
        dts: false,
      }),
      new DefinePlugin({ __TILES_RELEASE__: release(env, dir), __TILES_SERVER__: 'true' }),
      new EmitJsonPlugin('ssr.json', ssrManifest(federation.name)),
      // One file: the shell's server checks the container by its URL and loads no further chunks.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  });
  if (!federation.exposes) return browser;
  // `webpack --mode production` (a team's `npm run build`) builds both halves, so a deploy never pairs new browser code
  // with an old server container; the dev server (`webpack serve`) and the standalone harness need the browser half
  // only, and so does a build with the previous federation minor (a browser compatibility check: two minors' plugins
  // cannot register their serializers in one webpack process, and the Node half is built with the current one).
  const browserOnly = (env) => env.WEBPACK_SERVE || env.standalone || (env.federation && env.federation !== 'current');
  const both = (env = {}, argv = {}) => (browserOnly(env) ? browser(env, argv) : [browser(env, argv), server(env)]);
  return Object.assign(both, { browser, server });
}

module.exports = { createWebpackConfig };
