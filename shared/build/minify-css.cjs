/**
 * Minifies the extracted CSS files of a production build with esbuild's CSS minifier (a webpack minimizer, like
 * Terser for the JS). The shell's server inlines these same files into every page's HTML (shell/server/moduleCss.ts
 * fetches each first-paint module's CSS), so their bytes are the first view's bytes. Source maps are kept: the
 * minifier's map is chained onto the one css-loader produced, so devtools still point at the source files.
 */
const { transform } = require('esbuild');

class MinifyCssPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('MinifyCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'MinifyCssPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, additionalAssets: true },
        async (assets) => {
          const files = Object.keys(assets).filter((file) => file.endsWith('.css') && !compilation.getAsset(file).info.minimized);
          await Promise.all(
            files.map(async (file) => {
              const { source, map } = compilation.getAsset(file).source.sourceAndMap();
              const css = source.toString();
              const out = await transform(css, { loader: 'css', minify: true, sourcefile: file, sourcemap: map ? 'external' : false });
              for (const w of out.warnings) compilation.warnings.push(new compiler.webpack.WebpackError(`${file}: ${w.text}`));
              const minified = map
                ? new sources.SourceMapSource(out.code, file, JSON.parse(out.map), css, map, true)
                : new sources.RawSource(out.code);
              compilation.updateAsset(file, minified, { minimized: true });
            }),
          );
        },
      );
    });
  }
}

module.exports = { MinifyCssPlugin };
