/** @jest-environment node */
import { Subject } from 'rxjs';
import { autosuggestPipeline, type TypedText } from '../autosuggestPipeline';
import type { SuggestState, Suggestions } from '../autosuggest.types';
import { MalformedAnswerError } from '../parseAutosuggest';

const answer = (query: string): Suggestions => ({ query, keywords: [{ kind: 'keyword', text: `${query} tiles` }], products: [] });

/** A fetcher whose answers the test releases by hand, recording aborts. */
function controlledFetcher() {
  const pending = new Map<string, { resolve: (s: Suggestions) => void; reject: (e: unknown) => void; signal: AbortSignal }>();
  const fetcher = (query: string, signal: AbortSignal) =>
    new Promise<Suggestions>((resolve, reject) => pending.set(query, { resolve, reject, signal }));
  return { fetcher, pending };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('autosuggestPipeline', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('debounces typing into one request for the last text', async () => {
    const fetcher = jest.fn((q: string) => Promise.resolve(answer(q)));
    const text$ = new Subject<string>();
    const seen: SuggestState[] = [];
    autosuggestPipeline(text$, fetcher, { debounceMs: 150 }).subscribe((s) => seen.push(s));
    for (const t of ['m', 'ma', 'mar']) {
      text$.next(t);
      jest.advanceTimersByTime(100);
    }
    expect(fetcher).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    await flush();
    expect(fetcher.mock.calls.map((c) => c[0])).toEqual(['mar']);
    expect(seen).toEqual([
      { status: 'loading', query: 'mar' },
      { status: 'ready', query: 'mar', suggestions: answer('mar') },
    ]);
  });

  it('asks at once for text typed before the live box was in, and drops the typing it replaces', async () => {
    const fetcher = jest.fn((q: string) => Promise.resolve(answer(q)));
    const text$ = new Subject<TypedText>();
    autosuggestPipeline(text$, fetcher, { debounceMs: 150 }).subscribe();
    text$.next('wo');
    text$.next({ text: 'wood ', atOnce: true });
    await flush();
    expect(fetcher.mock.calls.map((c) => c[0])).toEqual(['wood']);
    // Typing on from there waits for a pause again.
    text$.next('woods');
    jest.advanceTimersByTime(149);
    expect(fetcher).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fetcher.mock.calls.map((c) => c[0])).toEqual(['wood', 'woods']);
  });

  it('aborts the superseded request and never emits its late answer', async () => {
    const { fetcher, pending } = controlledFetcher();
    const text$ = new Subject<string>();
    const seen: SuggestState[] = [];
    autosuggestPipeline(text$, fetcher, { debounceMs: 100, timeoutMs: 5000 }).subscribe((s) => seen.push(s));
    text$.next('ma');
    jest.advanceTimersByTime(100);
    text$.next('mar');
    jest.advanceTimersByTime(100);
    expect(pending.get('ma')!.signal.aborted).toBe(true);
    pending.get('mar')!.resolve(answer('mar'));
    await flush();
    pending.get('ma')!.resolve(answer('ma'));
    await flush();
    expect(seen.filter((s) => s.status === 'ready').map((s) => s.query)).toEqual(['mar']);
  });

  it('catches errors, timeouts and malformed answers per query and keeps going', async () => {
    const { fetcher, pending } = controlledFetcher();
    const text$ = new Subject<string>();
    const seen: SuggestState[] = [];
    let completed = false;
    autosuggestPipeline(text$, fetcher, { debounceMs: 10, timeoutMs: 1000 }).subscribe({
      next: (s) => seen.push(s),
      complete: () => (completed = true),
    });
    text$.next('a');
    jest.advanceTimersByTime(10);
    pending.get('a')!.reject(new TypeError('Failed to fetch'));
    await flush();
    text$.next('b');
    jest.advanceTimersByTime(10);
    pending.get('b')!.reject(new MalformedAnswerError('bad'));
    await flush();
    text$.next('c');
    jest.advanceTimersByTime(10 + 1000);
    expect(pending.get('c')!.signal.aborted).toBe(true);
    text$.next('d');
    jest.advanceTimersByTime(10);
    pending.get('d')!.resolve(answer('d'));
    await flush();
    const outcomes = seen
      .filter((s) => s.status !== 'loading')
      .map((s) => (s.status === 'error' ? `${s.query}:${s.reason}` : `${s.query}:${s.status}`));
    expect(outcomes).toEqual(['a:network', 'b:malformed', 'c:timeout', 'd:ready']);
    expect(completed).toBe(false);
  });

  it('skips a repeat of the same text and trims it', () => {
    const fetcher = jest.fn((q: string) => Promise.resolve(answer(q)));
    const text$ = new Subject<string>();
    autosuggestPipeline(text$, fetcher, { debounceMs: 10 }).subscribe();
    text$.next('oak ');
    jest.advanceTimersByTime(10);
    text$.next(' oak');
    jest.advanceTimersByTime(10);
    expect(fetcher.mock.calls.map((c) => c[0])).toEqual(['oak']);
  });
});
