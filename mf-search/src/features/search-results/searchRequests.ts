import { runOperation, type GraphQLResult } from '@tiles/shared';
import { SEARCH_PRODUCTS } from './searchResults.gql';
import type { SearchProductsData } from './searchResults.types';
import type { SearchProductsQueryVariables } from '../../gql/graphql';
import { readSearchState, toVariables } from './searchParams';

/** Searches started before the page mounted (see prefetchSearch), each taken once by the page that asked. */
const prefetched = new Map<string, Promise<GraphQLResult<SearchProductsData>>>();

export const requestSearch = (variablesKey: string) =>
  runOperation(SEARCH_PRODUCTS, JSON.parse(variablesKey) as SearchProductsQueryVariables);

/**
 * Render-as-you-fetch: called when the results page's code arrives, so the search is on its way while
 * React renders; the page's hook joins it instead of starting its own after mounting.
 */
export function prefetchSearch(search: string): void {
  const state = readSearchState(search);
  if (!state.query) return;
  const key = JSON.stringify(toVariables(state));
  if (!prefetched.has(key)) prefetched.set(key, requestSearch(key));
}

/** The prefetched answer for exactly these variables, if any (a retry or a new URL searches afresh). */
export function takePrefetchedSearch(variablesKey: string) {
  const hit = prefetched.get(variablesKey);
  prefetched.delete(variablesKey);
  return hit;
}

/** Answers handed over by a server render, read synchronously by the results page's first render. */
const primed = new Map<string, NonNullable<SearchProductsData['products']>>();

export interface ServerSearch {
  variablesKey: string;
  products: NonNullable<SearchProductsData['products']>;
}

export function primeSearch({ variablesKey, products }: ServerSearch): void {
  primed.set(variablesKey, products);
}

export function takePrimedSearch(variablesKey: string) {
  const hit = primed.get(variablesKey);
  primed.delete(variablesKey);
  return hit;
}

/** The server renders many pages in one process: nothing from one request may leak into the next. */
export function forgetPrimedSearches(): void {
  primed.clear();
}

/** Runs the search for a results URL (on the server): null when there is no query or the store did not answer. */
export async function loadServerSearch(search: string): Promise<ServerSearch | null> {
  const state = readSearchState(search);
  if (!state.query) return null;
  const variablesKey = JSON.stringify(toVariables(state));
  const result = await requestSearch(variablesKey);
  return result.data?.products ? { variablesKey, products: result.data.products } : null;
}
