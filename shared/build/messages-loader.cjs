// Webpack loader for catalogues (`i18n/<language>.json`): each ICU message parsed at build time (FormatJS), for
// shared/src/i18n/icu.ts to format: no parser on the page. Plain messages stay strings and icu.ts's defaults are left out
// (every byte is on the page). A malformed message, or an element icu.ts does not format, fails the build.
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
  const fail = (id, why) => new Error(`${this.resourcePath}: message "${id}": ${why}`);
  import('@formatjs/icu-messageformat-parser')
    .then(({ parse }) => {
      const compiled = {};
      for (const [id, message] of Object.entries(JSON.parse(source))) {
        let ast;
        try {
          ast = parse(message);
        } catch (err) {
          throw fail(id, err.message);
        }
        const [kind] = unsupported(ast);
        if (kind !== undefined) throw fail(id, `element kind ${kind} (number, date, time or tag) is not formatted by icu.ts`);
        // A plain string is read as it is unless it has a brace (then it would be taken for ICU text).
        const plain = ast.length === 1 && ast[0].type === 0 && !ast[0].value.includes('{');
        compiled[id] = plain ? ast[0].value : ast.length === 0 ? '' : ast;
      }
      done(null, `export default ${JSON.stringify(compiled, compact)};`);
    })
    .catch(done);
};
