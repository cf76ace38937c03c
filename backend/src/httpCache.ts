import { Kind, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Root query fields whose answer is the same for every shopper of a store view: a shared cache may keep it. */
const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'products',
  'categoryList',
  'categories',
  'cmsPage',
  'countries',
  'country',
  'storeConfig',
  'urlResolver',
  'route',
  '__typename',
]);

/** How long a browser or CDN may keep a public GET answer: a price or stock change shows within a minute. */
export const PUBLIC_MAX_AGE_SECONDS = 60;

/** Whether the executed operation is a query asking only for public root fields. */
function isPublicQuery(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operations.find((o) => (operationName ? o.name?.value === operationName : true));
  if (!operation || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && PUBLIC_QUERY_FIELDS.has(s.name.value));
}

/**
 * Cache headers of GET /graphql answers (the storefront POSTs; GET is for CDNs and other clients). Public with a
 * short max-age only for an error-free answer to a query of public fields sent without a customer token; anything
 * else — a customer, a cart, a mutation, an error — is `private, no-store`. `Vary: Origin, Store, Authorization`: the store
 * view picks the language and prices, a token makes the answer a customer's, and only the store's own origins get CORS.
 */
export function useHttpCacheHeaders(): Plugin {
  const publicAnswers = new WeakSet<Request>();
  return {
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      if (!request || request.method !== 'GET' || request.headers.has('authorization')) return;
      if (!isPublicQuery(args.document, args.operationName)) return;
      return {
        onExecuteDone({ result }) {
          if (!(Symbol.asyncIterator in result) && !result.errors?.length) publicAnswers.add(request);
        },
      };
    },
    onResponse({ request, response }) {
      if (request.method !== 'GET') return;
      response.headers.set('Cache-Control', publicAnswers.has(request) ? `public, max-age=${PUBLIC_MAX_AGE_SECONDS}` : 'private, no-store');
      response.headers.set('Vary', 'Origin, Store, Authorization');
    },
  };
}
