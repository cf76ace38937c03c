import { useLocation, useLoaderData, useRequestCache, type RequestCache } from '@tiles/shared';
import { prefetchPage } from './prefetchPage';
import { primePageData, type PageData } from './pageData';

const started = new WeakSet<RequestCache>();

/**
 * Called first in the catalogue page's render, once per page load (per request on the server): the data the server
 * rendered with goes into the cache, so the hooks' first render is the server's HTML; a page the server did not render
 * has its route (and listing) asked for now, while React renders, not after mounting.
 */
export function useStartPageData(): void {
  const fromServer = useLoaderData<PageData>();
  const cache = useRequestCache();
  const { pathname, search } = useLocation();
  if (started.has(cache)) return;
  started.add(cache);
  if (fromServer) primePageData(cache, fromServer);
  else prefetchPage(cache, pathname, search);
}
