/** Writes `file` into the build as JSON: `data(compilation)` of the finished compilation (for the server or the budgets). */
class EmitJsonPlugin {
  constructor(file, data) {
    Object.assign(this, { file, data });
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) =>
      compilation.hooks.processAssets.tap({ name: 'EmitJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () =>
        compilation.emitAsset(this.file, new sources.RawSource(JSON.stringify(this.data(compilation)))),
      ),
    );
  }
}

/** The files of the page's `main` entry, in order (scripts, stylesheet): the shell's server writes the page with them. */
const entryFiles = (compilation) => [...compilation.entrypoints.get('main').getFiles()].filter((f) => /\.(js|css)$/.test(f));

module.exports = { EmitJsonPlugin, entryFiles };
