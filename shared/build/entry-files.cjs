/**
 * Writes entry-files.json: the files of the page's `main` entry (its scripts and, in a build that has one, its
 * stylesheet), in order. The shell's server writes the page itself (shell/server/Document.tsx) and reads them here.
 */
class EntryFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EntryFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntryFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = [...compilation.entrypoints.get('main').getFiles()].filter((f) => /\.(js|css)$/.test(f));
          compilation.emitAsset('entry-files.json', new compiler.webpack.sources.RawSource(JSON.stringify(files)));
        },
      );
    });
  }
}

module.exports = { EntryFilesPlugin };
