import { startTransition, useCallback, useEffect, useState } from 'react';
import type { GraphQLFailure } from '@tiles/shared';
import type { RouteData } from './route.gql';
import { requestRoute, routeCache as cache, routeKey } from './routeRequests';

export type RouteState =
  | { status: 'loading' }
  | { status: 'found'; route: RouteData }
  | { status: 'not-found' }
  | { status: 'error'; error: GraphQLFailure };

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
    requestRoute(key).then((r) => {
      if (!live) return;
      if (r.error) return setState({ status: 'error', error: r.error });
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
