import { fetchListing, primeListing, clearPrimedListings, type ListingOutcome } from '../listing/fetchListing';
import { parseListingParams, type ListingParams } from '../listing/listingParams';
import type { RouteData } from './route.gql';
import { requestRoute, routeCache, routeKey } from './routeRequests';

/** Everything a catalogue page needs for its first render: what the path is and, for a category, its listing. */
export interface PageData {
  routeKey: string;
  route: RouteData | null;
  listing?: { uid: string; params: ListingParams; outcome: ListingOutcome };
}

/**
 * Fetches a page's first-render data (on the server). `null` when the page should not be server-rendered:
 * the store did not answer, or the path redirects (the browser follows it).
 */
export async function loadPageData(pathname: string, search: string): Promise<PageData | null> {
  const key = routeKey(pathname);
  const answer = await requestRoute(key);
  if (answer.error) return null;
  const route = answer.data.route;
  if (route?.redirect_code) return null;
  if (route?.__typename !== 'CategoryTree') return { routeKey: key, route };
  const params = parseListingParams(new URLSearchParams(search));
  const { outcome } = await fetchListing(route.uid, params);
  return outcome ? { routeKey: key, route, listing: { uid: route.uid, params, outcome } } : null;
}

/** Seeds the hooks' caches, so their first render is the finished page (server render, then the browser's). */
export function primePageData(data: PageData): void {
  routeCache.set(data.routeKey, data.route);
  if (data.listing) primeListing(data.listing.uid, data.listing.params, data.listing.outcome);
}

/** The server renders many pages in one process: nothing from one request may leak into the next. */
export function forgetPageData(): void {
  routeCache.clear();
  clearPrimedListings();
}
