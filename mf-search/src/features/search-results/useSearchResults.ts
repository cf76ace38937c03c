import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useHead, useLocation, useNavigate, useRequestCache } from '@tiles/shared';
import { PATHS, type GraphQLFailure } from '@tiles/shared';
import type { SearchProductsData } from './searchResults.types';
import { requestSearch, SEARCHES } from './searchRequests';
import { readSearchState, sortFormFields, toVariables, writeSearchState, type SearchPageState, type SortValue } from './searchParams';
import { resultsHead } from './resultsHead';
import { resultsMessages } from './i18n/messages';

type Load =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: NonNullable<SearchProductsData['products']> }
  | { status: 'failed'; error: GraphQLFailure };

/** The results page's logic: URL state → products(search:) → what the view shows, plus the handlers that change the URL. */
export function useSearchResults() {
  const t = resultsMessages.useT();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readSearchState(location.search), [location.search]);
  const variablesKey = JSON.stringify(toVariables(state));
  const cache = useRequestCache();
  // A server render hands over the results it showed: the first render shows them, with no second search.
  const [load, setLoad] = useState<Load>(() => {
    const products = cache.peek(SEARCHES, variablesKey)?.data?.products;
    return products ? { status: 'done', data: products } : { status: 'idle' };
  });
  const skipFirstSearch = useRef(load.status === 'done');
  const [attempt, setAttempt] = useState(0);

  useHead(resultsHead(t, state.query));

  useEffect(() => {
    // The handed-over or prefetched answer is used once: a retry or a later visit searches afresh.
    const early = cache.take(SEARCHES, variablesKey);
    if (skipFirstSearch.current) {
      skipFirstSearch.current = false;
      return;
    }
    if (!state.query) {
      setLoad({ status: 'idle' });
      return;
    }
    // A newer URL supersedes this request: its answer is dropped.
    let current = true;
    setLoad({ status: 'loading' });
    (early ?? requestSearch(variablesKey)).then((result) => {
      if (!current) return;
      if (result.error) setLoad({ status: 'failed', error: result.error });
      else
        startTransition(() =>
          setLoad({
            status: 'done',
            data: result.data.products ?? { total_count: 0, items: [], page_info: null, aggregations: [], suggestions: [] },
          }),
        );
    });
    return () => {
      current = false;
    };
  }, [cache, variablesKey, state.query, attempt]);

  // Filters, chips and pages are links to these addresses (they work before, and without, this code); the sort list
  // moves the URL itself.
  const hrefOf = useCallback(
    (next: Partial<SearchPageState>) => `${PATHS.searchResults}${writeSearchState({ ...state, page: 1, ...next })}`,
    [state],
  );
  const withoutFilter = (code: string) => {
    const { [code]: _removed, ...rest } = state.filters;
    return rest;
  };

  return {
    query: state.query,
    page: state.page,
    sort: state.sort,
    filters: state.filters,
    load,
    sortFields: sortFormFields(state),
    filterHref: (code: string, value: string) => hrefOf({ filters: { ...state.filters, [code]: value } }),
    hrefWithout: (code: string) => hrefOf({ filters: withoutFilter(code) }),
    clearHref: hrefOf({ filters: {} }),
    pageHref: (page: number) => hrefOf({ page }),
    handleSort: (sort: SortValue) => navigate(hrefOf({ sort })),
    // A plain click only: one opening the page in a new tab leaves this one where it is.
    handlePage: (e: MouseEvent) => {
      if (!(e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)) window.scrollTo?.({ top: 0 });
    },
    handleRetry: () => setAttempt((n) => n + 1),
  };
}
