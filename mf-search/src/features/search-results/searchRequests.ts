import { cacheSpace, runOperation, type GraphQLResult, type ModuleLoader, type RequestCache } from '@tiles/shared';
import { SEARCH_PRODUCTS } from './searchResults.gql';
import type { SearchProductsData } from './searchResults.types';
import type { SearchProductsQueryVariables } from '../../gql/graphql';
import { readSearchState, toVariables } from './searchParams';

/**
 * Searches in the render's cache (shared RequestCache), by their variables: the one the server rendered with,
 * handed to the browser, or one started before the page mounted. Each is taken once by the page that asked (a retry
 * or a new URL searches afresh).
 */
export const SEARCHES = cacheSpace<GraphQLResult<SearchProductsData>>('mf_search:results');

export const requestSearch = (variablesKey: string) =>
  runOperation(SEARCH_PRODUCTS, JSON.parse(variablesKey) as SearchProductsQueryVariables);

/**
 * Render-as-you-fetch: called when the results page's code arrives, so the search is on its way while
 * React renders; the page's hook joins it instead of starting its own after mounting.
 */
export function prefetchSearch(cache: RequestCache, search: string): void {
  const state = readSearchState(search);
  if (!state.query) return;
  const key = JSON.stringify(toVariables(state));
  void cache.request(SEARCHES, key, () => requestSearch(key));
}

/** What a server render of the results hands the browser. */
export interface ServerSearch {
  variablesKey: string;
  products: NonNullable<SearchProductsData['products']>;
}

/** Puts the server's results into the browser's cache, so the page's first render shows them with no second search. */
export function primeSearch(cache: RequestCache, { variablesKey, products }: ServerSearch): void {
  cache.prime(SEARCHES, variablesKey, { data: { products } });
}

/** Runs the search for a results URL into the request's cache (on the server): null when there is no query or the store did not answer. */
export async function loadServerSearch(cache: RequestCache, search: string): Promise<ServerSearch | null> {
  const state = readSearchState(search);
  if (!state.query) return null;
  const variablesKey = JSON.stringify(toVariables(state));
  const result = await cache.request(SEARCHES, variablesKey, () => requestSearch(variablesKey));
  return result.data?.products ? { variablesKey, products: result.data.products } : null;
}

/** The results page's server data: its results, or null (no query, or no answer: the browser searches). */
export const loadSearchPage: ModuleLoader = async ({ cache, url }) => {
  const data = await loadServerSearch(cache, url.search);
  return data && { data };
};
