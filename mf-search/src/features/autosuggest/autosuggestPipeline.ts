import {
  Observable,
  catchError,
  debounce,
  distinctUntilChanged,
  map,
  of,
  startWith,
  switchMap,
  tap,
  timeout,
  timer,
  type SchedulerLike,
  asyncScheduler,
} from 'rxjs';
import type { SuggestState, SuggestionFetcher } from './autosuggest.types';
import { MalformedAnswerError } from './parseAutosuggest';

export interface PipelineOptions {
  debounceMs?: number;
  timeoutMs?: number;
  scheduler?: SchedulerLike;
  /** Called when a query leaves the debounce (the benchmark measures from here). */
  onDebounced?: (query: string) => void;
}

export const AUTOSUGGEST_DEBOUNCE_MS = 150;

/**
 * The box's text as typed, or text that came in whole (`atOnce`: pasted, or typed before the live box was in and
 * put back as it arrived): nobody is typing it, so waiting for a pause would only add the debounce to the wait.
 */
export type TypedText = string | { text: string; atOnce: true };
export const AUTOSUGGEST_TIMEOUT_MS = 3000;

/** Wraps a promise-returning fetch so that unsubscribing (switchMap moving on, timeout) aborts the request. */
function cancellable<T>(run: (signal: AbortSignal) => Promise<T>): Observable<T> {
  return new Observable<T>((subscriber) => {
    const controller = new AbortController();
    run(controller.signal).then(
      (value) => {
        subscriber.next(value);
        subscriber.complete();
      },
      (err: unknown) => subscriber.error(err),
    );
    return () => controller.abort();
  });
}

/**
 * Text typed → what the popup shows. Debounced and de-duplicated; switchMap drops (and aborts) every
 * superseded request, so only the latest query's answer is ever emitted. Errors are caught per request,
 * so one slow, failing or malformed answer never ends the stream. An empty query asks for trending searches.
 */
export function autosuggestPipeline(
  text$: Observable<TypedText>,
  fetcher: SuggestionFetcher,
  options: PipelineOptions = {},
): Observable<SuggestState> {
  const { debounceMs = AUTOSUGGEST_DEBOUNCE_MS, timeoutMs = AUTOSUGGEST_TIMEOUT_MS, scheduler = asyncScheduler, onDebounced } = options;
  return text$.pipe(
    debounce((typed) => (typeof typed === 'string' ? timer(debounceMs, scheduler) : of(0))),
    map((typed) => (typeof typed === 'string' ? typed : typed.text).trim().replace(/\s+/g, ' ')),
    distinctUntilChanged(),
    tap((query) => onDebounced?.(query)),
    switchMap((query) =>
      cancellable((signal) => fetcher(query, signal)).pipe(
        timeout({ first: timeoutMs, scheduler }),
        map((suggestions): SuggestState => ({ status: 'ready', query, suggestions })),
        catchError((err: unknown) =>
          of<SuggestState>({
            status: 'error',
            query,
            reason:
              err instanceof MalformedAnswerError
                ? 'malformed'
                : err instanceof Error && err.name === 'TimeoutError'
                  ? 'timeout'
                  : 'network',
          }),
        ),
        startWith<SuggestState>({ status: 'loading', query }),
      ),
    ),
  );
}
