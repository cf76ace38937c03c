import { inServerRender, useLoaderData, useRequestCache, type RequestCache } from '@tiles/shared';
import { primeHome, requestHome } from './homeRequests';
import type { HomeResult } from './home.gql';

const started = new WeakSet<RequestCache>();

/**
 * Called first in the home page's render, once per page load (per request on the server): the answer the server
 * rendered with goes into the cache; without one, the browser starts the call now, while React renders, not after mounting.
 */
export function useStartHome(): void {
  const fromServer = useLoaderData<HomeResult>();
  const cache = useRequestCache();
  if (started.has(cache)) return;
  started.add(cache);
  if (fromServer) primeHome(cache, fromServer);
  // A server render without the loader's answer draws the loading tiles: an answer asked for now could not be handed over.
  else if (!inServerRender()) void requestHome(cache);
}
