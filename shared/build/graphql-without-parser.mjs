// graphql-js as graphql-request sees it in the browser, without the parser and printer (~11 KB gzip a page): the store
// sends its documents as strings (shared/src/graphql/send.ts). A call fails loudly instead of shipping them unnoticed.
export * from 'graphql/index.mjs';
const notInTheBrowser = (name) => () => {
  throw new Error(
    `graphql-js's ${name}() is not in the browser bundle: send documents as strings with excludeOperationName (shared/src/graphql/send.ts)`,
  );
};
export const parse = notInTheBrowser('parse');
export const print = notInTheBrowser('print');
