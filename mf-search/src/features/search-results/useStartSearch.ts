import { useLocation, useLoaderData, useRequestCache, type RequestCache } from '@tiles/shared';
import { prefetchSearch, primeSearch, type ServerSearch } from './searchRequests';

const started = new WeakSet<RequestCache>();

/**
 * Called first in the results page's render, once per page load (per request on the server): the results the server
 * rendered go into the cache, so the first render shows them with no second search; without them, the search starts
 * now, while React renders, not after mounting.
 */
export function useStartSearch(): void {
  const fromServer = useLoaderData<ServerSearch>();
  const cache = useRequestCache();
  const { search } = useLocation();
  if (started.has(cache)) return;
  started.add(cache);
  if (fromServer) primeSearch(cache, fromServer);
  else prefetchSearch(cache, search);
}
