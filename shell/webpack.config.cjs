const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { createWebpackConfig } = require('../shared/build/create-webpack-config.cjs');
const federation = require('./federation.config.cjs');
const { EmitJsonPlugin, entryFiles } = require('../shared/build/emit-json.cjs');

// The page's first styles, in the shell's server's pages (server/Document.tsx) and in the built index.html alike.
const criticalCss = require('node:fs').readFileSync(path.join(__dirname, 'public/critical.css'), 'utf8');
const base = createWebpackConfig({
  dir: __dirname,
  federation,
  htmlTemplate: path.join(__dirname, 'public/index.html'),
  htmlParameters: { criticalCss },
});

/**
 * The Hindi and Tamil fonts are stylesheets of their own (fonts-hi.css, fonts-ta.css, fixed names the shell's
 * server links on those subdomains only): index.html does not load them. English pages link fonts-names.css only:
 * the language switch's two names (3.6 KB of font, src/fonts/names.css).
 */
const FONTS = { 'fonts-hi': './src/fonts/hi.css', 'fonts-ta': './src/fonts/ta.css', 'fonts-names': './src/fonts/names.css' };

/**
 * Writes first-chunks.json: the JS files main.js asks for by itself (`import('./bootstrap')` in src/index.ts and
 * the shared singletons it provides, with the chunks they need), the app's first code after main.js. The shell's server hints them with the rest of the first view's code (server/preload.ts), so they do
 * not wait for main.js to run before they are even requested.
 */
function firstChunks(compilation) {
  const files = new Set();
  const entryModules = new Set(
    [...compilation.entrypoints.get('main').chunks].flatMap((c) => [...compilation.chunkGraph.getChunkModulesIterable(c)]),
  );
  // Every async group main.js starts by itself: the bootstrap and the shared singletons' provided chunks.
  for (const group of compilation.chunkGroups) {
    if (group.isInitial() || !group.origins.some((o) => o.module && entryModules.has(o.module))) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files];
}

module.exports = (env = {}, argv = {}) => {
  const config = base(env, argv);
  if (env.standalone) return config;
  config.entry = { ...config.entry, ...FONTS };
  // The language names' faces stay files (not inlined into fonts-names.css): an English page's stylesheet is then
  // 0.6 KB, and a phone fetches the 3.6 KB of faces only when its menu (where the switch sits) shows the names.
  config.module.rules.push({ test: /[\\/]fonts[\\/]names[\\/][^\\/]+\.woff2$/, type: 'asset/resource' });
  config.plugins.push(new EmitJsonPlugin('first-chunks.json', firstChunks), new EmitJsonPlugin('entry-files.json', entryFiles));
  for (const plugin of config.plugins) {
    if (plugin instanceof HtmlWebpackPlugin) plugin.options.excludeChunks = Object.keys(FONTS);
    if (plugin instanceof MiniCssExtractPlugin) {
      const hashed = plugin.options.filename;
      plugin.options.filename = (data) => (data.chunk?.name in FONTS ? '[name].css' : hashed);
    }
  }
  return config;
};
