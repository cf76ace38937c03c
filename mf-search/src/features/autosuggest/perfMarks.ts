/**
 * User-timing marks for scripts/bench-autosuggest.mjs: from the moment a query leaves the debounce
 * to the moment its answer is in the DOM. Marks are cheap and cleared in pairs to stay bounded.
 */
export const MARK_DEBOUNCED = 'srch:autosuggest:debounced';
export const MARK_RENDERED = 'srch:autosuggest:rendered';

function mark(name: string, query: string): void {
  try {
    if (performance.getEntriesByName(name).length > 500) performance.clearMarks(name);
    performance.mark(name, { detail: { query } });
  } catch {
    /* no user-timing API here (old engine, test DOM): measuring is optional */
  }
}

export const markDebounced = (query: string) => mark(MARK_DEBOUNCED, query);
export const markRendered = (query: string) => mark(MARK_RENDERED, query);
