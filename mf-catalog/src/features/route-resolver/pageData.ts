import type { ModuleLoader, RequestCache } from '@tiles/shared';
import { fetchListing, listingKey, LISTINGS, type ListingOutcome } from '../listing/fetchListing';
import { parseListingParams, type ListingParams } from '../listing/listingParams';
import type { RouteData } from './route.gql';
import { primeRoute, requestRoute, routeKey } from './routeRequests';

/** Everything a catalogue page needs for its first render: what the path is and, for a category, its listing. */
export interface PageData {
  routeKey: string;
  route: RouteData | null;
  listing?: { uid: string; params: ListingParams; outcome: ListingOutcome };
}

/** A URL rewrite's answer: Magento's 301 or 302 to the path it names (the query kept). */
export interface Moved {
  redirect: string;
  status: 301 | 302;
}

/**
 * Fetches a page's first-render data into the request's cache (on the server) and returns it for the browser.
 * `null` when the page should not be server-rendered: the store did not answer; a moved path answers where to.
 */
export async function loadPageData(cache: RequestCache, pathname: string, search: string): Promise<PageData | Moved | null> {
  const key = routeKey(pathname);
  const answer = await requestRoute(cache, key);
  if (answer.error) return null;
  const route = answer.data.route;
  if (route?.redirect_code === 301 || route?.redirect_code === 302)
    return route.relative_url ? { redirect: `/${route.relative_url}${search}`, status: route.redirect_code } : null;
  if (route?.__typename !== 'CategoryTree') return { routeKey: key, route };
  const params = parseListingParams(new URLSearchParams(search));
  const { outcome } = await cache.request(LISTINGS, listingKey(route.uid, params), () => fetchListing(route.uid, params));
  return outcome ? { routeKey: key, route, listing: { uid: route.uid, params, outcome } } : null;
}

/** Puts the server's data into the browser's cache, so the hooks' first render is the page the server rendered. */
export function primePageData(cache: RequestCache, data: PageData): void {
  primeRoute(cache, data.routeKey, data.route);
  if (data.listing) cache.prime(LISTINGS, listingKey(data.listing.uid, data.listing.params), { outcome: data.listing.outcome });
}

/** The catalogue page's server data: its route and listing, or null (not server-rendered: see loadPageData). */
export const loadCatalogPage: ModuleLoader = async ({ cache, url }) => {
  const data = await loadPageData(cache, url.pathname, url.search);
  if (data && 'redirect' in data) return data;
  return data && { data, status: data.route ? 200 : 404 };
};
