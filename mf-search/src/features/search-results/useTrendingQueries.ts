import { useEffect, useState } from 'react';
import { fetchSuggestions } from '../autosuggest/autosuggestApi';

/** What shoppers search most (the autosuggest service's answer to an empty query); empty when it is unavailable. */
export function useTrendingQueries(enabled: boolean): string[] {
  const [queries, setQueries] = useState<string[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchSuggestions('', controller.signal)
      .then((s) => setQueries(s.keywords.map((k) => k.text).slice(0, 8)))
      .catch(() => setQueries([]));
    return () => controller.abort();
  }, [enabled]);
  return queries;
}
