import { startTransition, useCallback, useEffect, useState } from 'react';
import { runOperation, type GraphQLFailure } from '@tiles/shared';
import { ROUTE_QUERY, type RouteData, type RouteResult } from './route.gql';

export type RouteState =
  | { status: 'loading' }
  | { status: 'found'; route: RouteData }
  | { status: 'not-found' }
  | { status: 'error'; error: GraphQLFailure };

/** Answers by path for this page view, so back/forward between listing and product is instant. */
const cache = new Map<string, RouteData | null>();

/** Normalises the path the way Magento stores url keys: no slashes at either end. */
export const routeKey = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');

export function useRouteResolver(pathname: string) {
  const key = routeKey(pathname);
  const [state, setState] = useState<RouteState>(() => (cache.has(key) ? toState(cache.get(key)!) : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (cache.has(key)) {
      setState(toState(cache.get(key)!));
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    runOperation<RouteResult>(ROUTE_QUERY, { url: key }).then((r) => {
      if (!live) return;
      if (r.error) return setState({ status: 'error', error: r.error });
      cache.set(key, r.data.route);
      // A transition renders the page in slices, so the main thread stays free for the shopper's input.
      startTransition(() => setState(toState(r.data.route)));
    });
    return () => { live = false; };
  }, [key, attempt]);

  const handleRetry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, handleRetry };
}

function toState(route: RouteData | null): RouteState {
  return route ? { status: 'found', route } : { status: 'not-found' };
}
