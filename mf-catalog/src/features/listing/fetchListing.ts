import { cacheSpace, presentItems, runOperation, type GraphQLFailure, type RequestCache } from '@tiles/shared';
import { LISTING_QUERY, type ListingResult } from './listing.gql';
import { toProductFilter, toProductSort, type FacetCode, type ListingParams } from './listingParams';

export const PAGE_SIZE = 24;

export interface ListingOutcome {
  data: ListingResult;
  /** The parameters actually applied (unknown values removed). */
  applied: ListingParams;
  /** URL parameters that were ignored, for the "we ignored…" note. */
  ignored: string[];
}

const run = (uid: string, p: ListingParams) =>
  runOperation(LISTING_QUERY, {
    filter: toProductFilter(uid, p),
    base: { category_uid: { eq: uid } },
    sort: toProductSort(p),
    pageSize: PAGE_SIZE,
    currentPage: p.page,
    withCat: !!p.cat,
    cat: p.cat,
    withTiles: !!p.tiles,
    tilesPath: p.tiles ? `tiles/${p.tiles}` : null,
  });

/** Drops values the category does not have (tile_area=999), unknown `cat`/`tiles` and pages past the end. */
function prune(p: ListingParams, data: ListingResult | undefined): { next: ListingParams; ignored: string[] } {
  if (!data) return { next: { ...p, page: 1 }, ignored: p.page > 1 ? ['p'] : [] };
  const ignored: string[] = [];
  const facets: ListingParams['facets'] = {};
  for (const [code, values] of Object.entries(p.facets) as [FacetCode, string[]][]) {
    const known = new Set(
      presentItems(presentItems(data.base?.aggregations).find((a) => a.attribute_code === code)?.options).map((o) => o.value),
    );
    const kept = code === 'price' ? values : values.filter((v) => known.has(v));
    if (kept.length < values.length) ignored.push(code);
    if (kept.length) facets[code] = kept;
  }
  const cat = p.cat && data.catCheck?.length ? p.cat : null;
  const tiles = p.tiles && data.tilesCheck?.length ? p.tiles : null;
  if (p.cat && !cat) ignored.push('cat');
  if (p.tiles && !tiles) ignored.push('tiles');
  return { next: { ...p, facets, cat, tiles }, ignored };
}

/** Fetches a listing; when some parameters turn out not to apply, fetches once more without them. */
export async function fetchListing(uid: string, params: ListingParams): Promise<{ outcome?: ListingOutcome; error?: GraphQLFailure }> {
  const first = await run(uid, params);
  if (first.error && (first.error.network || params.page === 1)) return { error: first.error };
  const pruned = prune(params, first.data);
  const { ignored } = pruned;
  let { next } = pruned;
  if (!ignored.length && first.data) return { outcome: { data: first.data, applied: params, ignored } };
  let second = await run(uid, next);
  // Without the dropped filters it is another list, whose last page may come before the asked one.
  if (second.error && !second.error.network && next.page > 1) {
    next = { ...next, page: 1 };
    ignored.push('p');
    second = await run(uid, next);
  }
  if (second.error) return { error: second.error };
  return { outcome: { data: second.data, applied: next, ignored } };
}

export type ListingAnswer = Awaited<ReturnType<typeof fetchListing>>;

/**
 * Listings in the render's cache (shared RequestCache): one the server rendered with, handed to the browser, or one
 * prefetched before the hook mounted. Each is taken once by the listing that asked (a retry or a new URL fetches afresh).
 */
export const LISTINGS = cacheSpace<ListingAnswer>('mf_catalog:listing');
export const listingKey = (uid: string, params: ListingParams) => `${uid} ${JSON.stringify(params)}`;

export function prefetchListing(cache: RequestCache, uid: string, params: ListingParams): void {
  void cache.request(LISTINGS, listingKey(uid, params), () => fetchListing(uid, params));
}
