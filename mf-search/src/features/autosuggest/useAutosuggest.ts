import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { whenIdle } from '@tiles/shared';
import type { SuggestState, SuggestionFetcher, Suggestions } from './autosuggest.types';
import { fetchSuggestions } from './autosuggestApi';
import type { PipelineOptions, TypedText } from './autosuggestPipeline';
import type { AutosuggestStream } from './autosuggestStream';
import { markDebounced, markRendered } from './perfMarks';

export interface AutosuggestResult {
  state: SuggestState;
  /** The latest answer shown (kept while the next one loads, so the popup does not flicker). */
  suggestions: Suggestions | null;
  /** Feed the box's text; an empty string asks for trending searches. `atOnce`: no debounce (text that came in whole). */
  request: (text: string, atOnce?: boolean) => void;
}

/**
 * The pipeline and RxJS under it (~7 KB gzip) are a chunk of their own, not part of the box's first code: the box
 * draws and hydrates without them. It is fetched once the page is idle, or at once when the box is first used.
 */
const loadStream = () => import(/* webpackChunkName: "autosuggest" */ './autosuggestStream');

/** Runs the autosuggest pipeline for one search box for as long as it is mounted. */
export function useAutosuggest(
  fetcher: SuggestionFetcher = fetchSuggestions,
  options: Omit<PipelineOptions, 'onDebounced'> = {},
): AutosuggestResult {
  const [state, setState] = useState<SuggestState>({ status: 'idle', query: '' });
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const optionsRef = useRef(options);
  const stream = useRef<AutosuggestStream | null>(null);
  // What the box said before the pipeline was in: only the latest text matters (the pipeline keeps only the latest).
  const pending = useRef<TypedText | null>(null);
  const start = useRef<() => void>(() => {});

  // Set up in a layout effect, before the box can be typed into: the slot replays what the shopper typed into the
  // server's box as soon as the live box is in (shared/src/federation/earlyInput.ts), before passive effects.
  useLayoutEffect(() => {
    let live = true;
    let started: AutosuggestStream | null = null;
    const onState = (next: SuggestState) => {
      setState(next);
      if (next.status === 'ready') setSuggestions(next.suggestions);
      if (next.status === 'error') setSuggestions(null);
    };
    start.current = () =>
      void loadStream().then(({ startAutosuggest }) => {
        if (!live || started) return;
        started = startAutosuggest(fetcher, { ...optionsRef.current, onDebounced: markDebounced }, onState);
        stream.current = started;
        if (pending.current !== null) started.push(pending.current);
        pending.current = null;
      });
    void whenIdle().then(() => live && start.current());
    return () => {
      live = false;
      started?.stop();
      stream.current = null;
    };
  }, [fetcher]);

  // After the DOM shows the answer: the benchmark's "rendered" point.
  useLayoutEffect(() => {
    if (state.status === 'ready' || state.status === 'error') markRendered(state.query);
  }, [state]);

  const request = useCallback((text: string, atOnce = false) => {
    const typed: TypedText = atOnce ? { text, atOnce } : text;
    if (stream.current) return stream.current.push(typed);
    pending.current = typed;
    start.current();
  }, []);
  return { state, suggestions, request };
}
