import { prefetchListing } from '../listing/fetchListing';
import { parseListingParams } from '../listing/listingParams';
import { requestRoute, routeKey } from './routeRequests';

/**
 * Render-as-you-fetch: called when the catalogue's code arrives, before React has rendered anything, so the
 * route (and, for a category, its first listing page) is already on its way while the page renders.
 * The hooks then join these requests instead of starting their own after mounting.
 */
export function prefetchPage(pathname: string, search: string): void {
  void requestRoute(routeKey(pathname)).then((r) => {
    const route = r.data?.route;
    if (route?.__typename === 'CategoryTree' && !route.redirect_code) prefetchListing(route.uid, parseListingParams(new URLSearchParams(search)));
  });
}
