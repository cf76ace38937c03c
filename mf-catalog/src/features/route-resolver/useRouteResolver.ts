import { startTransition, useCallback, useEffect, useState } from 'react';
import { useRequestCache, type GraphQLFailure } from '@tiles/shared';
import type { RouteData } from './route.gql';
import { knownRoute, requestRoute, routeKey } from './routeRequests';

export type RouteState =
  { status: 'loading' } | { status: 'found'; route: RouteData } | { status: 'not-found' } | { status: 'error'; error: GraphQLFailure };

export function useRouteResolver(pathname: string) {
  const key = routeKey(pathname);
  const cache = useRequestCache();
  const [state, setState] = useState<RouteState>(() => {
    const known = knownRoute(cache, key);
    return known === undefined ? { status: 'loading' } : toState(known);
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const known = knownRoute(cache, key);
    if (known !== undefined) {
      setState(toState(known));
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    requestRoute(cache, key).then((r) => {
      if (!live) return;
      if (r.error) return setState({ status: 'error', error: r.error });
      // A transition renders the page in slices, so the main thread stays free for the shopper's input.
      startTransition(() => setState(toState(r.data.route)));
    });
    return () => {
      live = false;
    };
  }, [cache, key, attempt]);

  const handleRetry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, handleRetry };
}

function toState(route: RouteData | null): RouteState {
  return route ? { status: 'found', route } : { status: 'not-found' };
}
