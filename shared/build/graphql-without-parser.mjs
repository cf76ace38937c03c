// graphql-js as graphql-request sees it in the browser bundle, without the parser and the printer (about 11 KB gzip on
// every page, shared/README.md): the store's documents are strings (codegen's TypedDocumentString) sent with
// `excludeOperationName` (shared/src/graphql/send.ts), so nothing is printed or parsed. Should graphql-request ever
// call one of them, it fails loudly here instead of shipping graphql-js to every page unnoticed.
export * from 'graphql/index.mjs';

const notInTheBrowser = (name) => () => {
  throw new Error(
    `graphql-js's ${name}() is not in the browser bundle: send documents as strings with excludeOperationName (shared/src/graphql/send.ts)`,
  );
};
export const parse = notInTheBrowser('parse');
export const print = notInTheBrowser('print');
