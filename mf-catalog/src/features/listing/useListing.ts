import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useRequestCache } from '@tiles/shared';
import type { GraphQLFailure } from '@tiles/shared';
import { fetchListing, listingKey, LISTINGS, PAGE_SIZE, type ListingOutcome } from './fetchListing';
import {
  carriedParams,
  parseListingParams,
  toggleFacet,
  toSearch,
  type FacetCode,
  type ListingParams,
  type SortDir,
  type SortOrder,
} from './listingParams';
import { buildFacets } from './buildFacets';
import { shownProducts } from '../product-card/productCard.gql';

type State =
  | { status: 'loading'; outcome?: ListingOutcome }
  | { status: 'ready'; outcome: ListingOutcome }
  | { status: 'error'; error: GraphQLFailure; outcome?: ListingOutcome };

/**
 * The listing's state lives in the URL (shareable, back/forward work): this hook reads it, fetches,
 * and turns facet/sort/page choices into new URLs.
 */
export function useListing(categoryUid: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseListingParams(new URLSearchParams(location.search)), [location.search]);
  const cache = useRequestCache();
  // A server render hands over the finished first page: the first render shows it, with no fetch.
  const [state, setState] = useState<State>(() => {
    const outcome = cache.peek(LISTINGS, listingKey(categoryUid, params))?.outcome;
    return outcome ? { status: 'ready', outcome } : { status: 'loading' };
  });
  const skipFirstFetch = useRef(state.status === 'ready');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // The handed-over or prefetched answer is used once: a retry or a later visit fetches afresh.
    const early = cache.take(LISTINGS, listingKey(categoryUid, params));
    if (skipFirstFetch.current) {
      skipFirstFetch.current = false;
      return;
    }
    let live = true;
    setState((s) => ({ status: 'loading', outcome: s.outcome }));
    (early ?? fetchListing(categoryUid, params)).then(({ outcome, error }) => {
      if (!live) return;
      // Rendered as a transition (in slices): 24 cards and the facets must not block input.
      startTransition(() =>
        setState(outcome ? { status: 'ready', outcome } : (s) => ({ status: 'error', error: error!, outcome: s.outcome })),
      );
    });
    return () => {
      live = false;
    };
  }, [cache, categoryUid, params, attempt]);

  const outcome = state.outcome;
  // While a new URL loads, show its choices at once (a ticked box stays ticked); once loaded, build on
  // what was applied, so ignored junk does not travel into the next URL.
  const applied = state.status === 'ready' ? outcome!.applied : params;
  const go = useCallback(
    (next: ListingParams) => {
      navigate({ pathname: location.pathname, search: toSearch(new URLSearchParams(location.search), next) });
    },
    [navigate, location.pathname, location.search],
  );

  const handleToggleFacet = useCallback((code: FacetCode, value: string) => go(toggleFacet(applied, code, value)), [go, applied]);
  const handleSort = useCallback((order: SortOrder | null, dir: SortDir) => go({ ...applied, order, dir, page: 1 }), [go, applied]);
  const handleToggleFlag = useCallback(
    (flag: 'popularity' | 'trending') => go({ ...applied, [flag]: !applied[flag], page: 1 }),
    [go, applied],
  );
  // Chips, "Clear all", pages: links to the listing they lead to, which work before (and without) this code.
  const hrefOf = useCallback(
    (next: ListingParams) => `${location.pathname}${toSearch(new URLSearchParams(location.search), next)}`,
    [location.pathname, location.search],
  );
  const pageHref = useCallback((page: number) => hrefOf({ ...applied, page }), [hrefOf, applied]);
  const hrefWithout = useCallback((code: FacetCode, value: string) => hrefOf(toggleFacet(applied, code, value)), [hrefOf, applied]);
  const clearHref = hrefOf({ ...applied, facets: {}, cat: null, popularity: false, trending: false, mt: null, page: 1 });
  const refine = useMemo(
    () => ({ action: location.pathname, carried: carriedParams(new URLSearchParams(location.search)) }),
    [location.pathname, location.search],
  );
  const handleRetry = useCallback(() => setAttempt((a) => a + 1), []);

  const products = outcome?.data.products;
  return {
    status: state.status,
    outcome,
    error: state.status === 'error' ? state.error : null,
    applied,
    ignored: outcome?.ignored ?? [],
    items: shownProducts(products?.items),
    totalCount: products?.total_count ?? 0,
    page: products?.page_info?.current_page ?? applied.page,
    totalPages: products?.page_info?.total_pages ?? 1,
    firstPosition: ((products?.page_info?.current_page ?? 1) - 1) * PAGE_SIZE + 1,
    facets: outcome ? buildFacets(outcome.data, applied) : [],
    tilesCategoryName: outcome?.data.tilesCheck?.[0]?.name ?? null,
    handleToggleFacet,
    handleSort,
    hrefWithout,
    clearHref,
    refine,
    handleToggleFlag,
    handleRetry,
    pageHref,
  };
}
