// graphql-js as graphql-request sees it in the browser bundle: everything it imports, except the parser and the
// printer (about 11 KB gzip on every page, measured in shared/README.md). The store's client never needs them: its
// documents are strings (codegen's TypedDocumentString), so nothing is printed, and it passes `excludeOperationName`
// (shared/src/graphql/send.ts), so nothing is parsed. Should a change ever make graphql-request call one of them,
// it fails loudly here instead of shipping graphql-js to every page unnoticed.
export * from 'graphql/index.mjs';

const notInTheBrowser = (name) => () => {
  throw new Error(
    `graphql-js's ${name}() is not in the browser bundle: send documents as strings with excludeOperationName (shared/src/graphql/send.ts)`,
  );
};
export const parse = notInTheBrowser('parse');
export const print = notInTheBrowser('print');
