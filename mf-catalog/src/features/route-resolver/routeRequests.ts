import { cacheSpace, runOperation, type GraphQLResult, type RequestCache } from '@tiles/shared';
import { ROUTE_QUERY, type RouteData, type RouteResult } from './route.gql';

/**
 * Answers by path in the render's cache (shared RequestCache): kept for the page view, so back/forward between
 * listing and product is instant, and a request on its way is joined, so a prefetch and the page's hook share one
 * call. Failures are not kept: asking again retries.
 */
const ROUTES = cacheSpace<GraphQLResult<RouteResult>>('mf_catalog:route');

/** Normalises the path the way Magento stores url keys: no slashes at either end. */
export const routeKey = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');

/** Resolves a path with `route(url:)`, joining a request already on its way. */
export function requestRoute(cache: RequestCache, key: string): Promise<GraphQLResult<RouteResult>> {
  return cache.request(
    ROUTES,
    key,
    () => runOperation(ROUTE_QUERY, { url: key }),
    (r) => !r.error,
  );
}

/** What the path resolved to, if known already (null: the store does not know it; undefined: not asked yet). */
export function knownRoute(cache: RequestCache, key: string): RouteData | null | undefined {
  return cache.peek(ROUTES, key)?.data?.route;
}

/** Puts an answer fetched elsewhere (the server render's, handed over in the page) into the cache. */
export function primeRoute(cache: RequestCache, key: string, route: RouteData | null): void {
  cache.prime(ROUTES, key, { data: { route } });
}
