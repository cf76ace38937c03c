import { useEffect, useState } from 'react';

/**
 * What shoppers search most (the autosuggest service's answer to an empty query); empty when it is unavailable. Only
 * a search that found nothing shows them, so the autosuggest client (its parser and sanitiser) is fetched then, not
 * with the results page's first view.
 */
export function useTrendingQueries(enabled: boolean): string[] {
  const [queries, setQueries] = useState<string[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    import(/* webpackChunkName: "trending" */ '../autosuggest/autosuggestApi')
      .then(({ fetchSuggestions }) => fetchSuggestions('', controller.signal))
      .then((s) => setQueries(s.keywords.map((k) => k.text).slice(0, 8)))
      .catch(() => setQueries([]));
    return () => controller.abort();
  }, [enabled]);
  return queries;
}
