import {
  cacheSpace,
  presentItems,
  runOperation,
  withTimeout,
  type GraphQLResult,
  type ModuleLoader,
  type RequestCache,
} from '@tiles/shared';
import { shownProducts, type ShownProductCard } from '../product-card/productCard.gql';
import { HOME_QUERY, isLinkedCollection, type HomeResult, type LinkedCollection } from './home.gql';

/**
 * The home page's answer in the render's cache (shared RequestCache): the server render loads it and hands it to the
 * browser in the page, so the live page starts with the collections and trending tiles the server showed; without
 * it the module starts the call as it loads. Failures are not kept: asking again retries.
 */
const HOME = cacheSpace<GraphQLResult<HomeResult>>('mf_catalog:home');
const KEY = 'home';

export interface HomeContent {
  collections: LinkedCollection[];
  trending: ShownProductCard[];
}

/** The home page's answer, joining a call already on its way. */
export const requestHome = (cache: RequestCache): Promise<GraphQLResult<HomeResult>> =>
  cache.request(
    HOME,
    KEY,
    () => runOperation(HOME_QUERY),
    (r) => !r.error,
  );

/** What the home page shows from an answer. */
export const homeContent = (data: HomeResult): HomeContent => ({
  collections: presentItems(data.collections?.[0]?.children).filter(isLinkedCollection),
  trending: shownProducts(data.trending?.items),
});

/** The home page's content if the answer is here already (a first render reads it synchronously). */
export function knownHome(cache: RequestCache): HomeContent | undefined {
  const data = cache.peek(HOME, KEY)?.data;
  return data ? homeContent(data) : undefined;
}

/** Puts the server render's answer (handed over in the page) into the browser's cache. */
export function primeHome(cache: RequestCache, data: HomeResult): void {
  cache.prime(HOME, KEY, { data });
}

/** The share of the server's budget the home page waits for its collections and trending tiles. */
const HOME_DATA_SHARE = 0.6;

/**
 * The home page's server data. The page without its tiles (they then load in the browser) beats no home page: a
 * slow or down store costs the tiles, not the server-rendered page.
 */
export const loadHome: ModuleLoader = async ({ cache, budgetMs }) => {
  const answer = await withTimeout(requestHome(cache), budgetMs * HOME_DATA_SHARE, () => null);
  return { data: answer?.data };
};
