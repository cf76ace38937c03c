import type { RequestCache } from '@tiles/shared';
import { prefetchListing } from '../listing/fetchListing';
import { parseListingParams } from '../listing/listingParams';
import { requestRoute, routeKey } from './routeRequests';

/**
 * Render-as-you-fetch: called when the catalogue's code arrives, before React has rendered anything, so the
 * route (and, for a category, its first listing page) is already on its way while the page renders.
 * The hooks then join these requests (in the page's cache) instead of starting their own after mounting.
 */
export function prefetchPage(cache: RequestCache, pathname: string, search: string): void {
  void requestRoute(cache, routeKey(pathname)).then((r) => {
    const route = r.data?.route;
    if (route?.__typename === 'CategoryTree' && !route.redirect_code)
      prefetchListing(cache, route.uid, parseListingParams(new URLSearchParams(search)));
  });
}
