import type { TypedDocumentString } from 'graphql-request';

/**
 * A document as codegen types it: the client preset's `TypedDocumentString<Result, Variables>` (documentMode
 * 'string'), which graphql-request accepts as it is. The types come from the document's own text (see `graphql` in
 * each remote's `src/graphql.ts`); nothing names them by hand.
 */
export type TypedDocument<TResult, TVariables> = TypedDocumentString<TResult, TVariables>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any document: its own types are inferred from it
export type AnyDocument = TypedDocument<any, any>;

export type ResultOf<D> = D extends TypedDocument<infer R, infer _V> ? R : never;
export type VariablesOf<D> = D extends TypedDocument<infer _R, infer V> ? V : never;

/**
 * Run-time half of a remote's `graphql()`: the document's text itself. Codegen's own `graphql()` looks each text up
 * in a map of every document of the remote, which would put them all in every chunk that runs one; this keeps a
 * chunk to the documents it runs. Typed in each remote as codegen's generated overloads.
 */
export const documentText = (source: string): string => source;

/**
 * A document with the fragments it spreads appended, as the store needs them in one request. Codegen finds a
 * fragment by name for the types; the text has to carry it. Keeps the document's types.
 */
export const withFragments = <D extends AnyDocument>(document: D, ...fragments: AnyDocument[]): D =>
  [document, ...fragments].join('\n') as unknown as D;
