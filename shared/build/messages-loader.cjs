/**
 * Webpack loader for message catalogues (`i18n/<language>.json`): each ICU message becomes its parsed form
 * (FormatJS's own parser, at build time), so the browser bundles `intl-messageformat` without its parser
 * (-7 KB gzip). A message without arguments stays a plain string (smaller than its parsed form).
 * A malformed message fails the build with its id. Defaults the formatter assumes anyway (offset 0, cardinal
 * plurals) are left out: every byte of an English catalogue is on the English page.
 */
const compact = (key, value) => ((key === 'offset' && value === 0) || (key === 'pluralType' && value === 'cardinal') ? undefined : value);
module.exports = function messagesLoader(source) {
  const done = this.async();
  import('@formatjs/icu-messageformat-parser')
    .then(({ parse }) => {
      const compiled = {};
      for (const [id, message] of Object.entries(JSON.parse(source))) {
        let ast;
        try {
          ast = parse(message);
        } catch (err) {
          throw new Error(`${this.resourcePath}: message "${id}": ${err.message}`);
        }
        compiled[id] = ast.length === 1 && ast[0].type === 0 ? ast[0].value : ast.length === 0 ? '' : ast;
      }
      done(null, `export default ${JSON.stringify(compiled, compact)};`);
    })
    .catch(done);
};
