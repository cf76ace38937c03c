import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Subject } from 'rxjs';
import type { SuggestState, SuggestionFetcher, Suggestions } from './autosuggest.types';
import { fetchSuggestions } from './autosuggestApi';
import { autosuggestPipeline, type PipelineOptions, type TypedText } from './autosuggestPipeline';
import { markDebounced, markRendered } from './perfMarks';

export interface AutosuggestResult {
  state: SuggestState;
  /** The latest answer shown (kept while the next one loads, so the popup does not flicker). */
  suggestions: Suggestions | null;
  /** Feed the box's text; an empty string asks for trending searches. `atOnce`: no debounce (text that came in whole). */
  request: (text: string, atOnce?: boolean) => void;
}

/** Runs the autosuggest pipeline for one search box for as long as it is mounted. */
export function useAutosuggest(
  fetcher: SuggestionFetcher = fetchSuggestions,
  options: Omit<PipelineOptions, 'onDebounced'> = {},
): AutosuggestResult {
  const text$ = useMemo(() => new Subject<TypedText>(), []);
  const [state, setState] = useState<SuggestState>({ status: 'idle', query: '' });
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const optionsRef = useRef(options);

  // Subscribed in a layout effect, before the box can be typed into: the slot replays what the shopper typed into
  // the server's box as soon as the live box is in (shared/src/federation/earlyInput.ts), before passive effects.
  useLayoutEffect(() => {
    const sub = autosuggestPipeline(text$, fetcher, { ...optionsRef.current, onDebounced: markDebounced }).subscribe((next) => {
      setState(next);
      if (next.status === 'ready') setSuggestions(next.suggestions);
      if (next.status === 'error') setSuggestions(null);
    });
    return () => sub.unsubscribe();
  }, [text$, fetcher]);

  // After the DOM shows the answer: the benchmark's "rendered" point.
  useLayoutEffect(() => {
    if (state.status === 'ready' || state.status === 'error') markRendered(state.query);
  }, [state]);

  const request = useCallback((text: string, atOnce = false) => text$.next(atOnce ? { text, atOnce } : text), [text$]);
  return { state, suggestions, request };
}
