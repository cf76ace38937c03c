import { runOperation, type GraphQLResult } from '@tiles/shared';
import { ROUTE_QUERY, type RouteData, type RouteResult } from './route.gql';

/** Answers by path for this page view, so back/forward between listing and product is instant. */
export const routeCache = new Map<string, RouteData | null>();
/** Requests in flight, so a prefetch and the page's own hook share one call. */
const inFlight = new Map<string, Promise<GraphQLResult<RouteResult>>>();

/** Normalises the path the way Magento stores url keys: no slashes at either end. */
export const routeKey = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');

/** Resolves a path with `route(url:)`, joining a request already on its way; answers land in the cache. */
export function requestRoute(key: string): Promise<GraphQLResult<RouteResult>> {
  const pending = inFlight.get(key);
  if (pending) return pending;
  const request = runOperation(ROUTE_QUERY, { url: key }).then((r) => {
    inFlight.delete(key);
    if (!r.error) routeCache.set(key, r.data.route);
    return r;
  });
  inFlight.set(key, request);
  return request;
}
