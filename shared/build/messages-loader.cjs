/**
 * Webpack loader for message catalogues (`i18n/<language>.json`): each ICU message becomes its parsed form (FormatJS's
 * parser, at build time), which shared/src/i18n/icu.ts formats: no parser and no formatting library on the page. A
 * message without arguments stays a plain string, and defaults icu.ts assumes (offset 0, cardinal plurals) are left
 * out: every byte of a catalogue is on its page. A malformed message, or an element icu.ts does not format, fails the build.
 */
// FormatJS's TYPE numbers icu.ts formats: literal, argument, select, plural, pound (#).
const SUPPORTED = new Set([0, 1, 5, 6, 7]);
const unsupported = (ast) =>
  ast.flatMap((el) => [
    ...(SUPPORTED.has(el.type) ? [] : [el.type]),
    ...Object.values(el.options ?? {}).flatMap((o) => unsupported(o.value)),
  ]);
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
        const kinds = unsupported(ast);
        if (kinds.length)
          throw new Error(
            `${this.resourcePath}: message "${id}": element kind ${kinds[0]} (number, date, time or tag) is not formatted by shared/src/i18n/icu.ts`,
          );
        // A plain string is read as it is unless it has a brace (then it would be taken for ICU text).
        const plain = ast.length === 1 && ast[0].type === 0 && !ast[0].value.includes('{');
        compiled[id] = plain ? ast[0].value : ast.length === 0 ? '' : ast;
      }
      done(null, `export default ${JSON.stringify(compiled, compact)};`);
    })
    .catch(done);
};
