import { startTransition, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { RemoteModuleId, RemoteModules } from '../contracts/remotes';
import { whenIdle } from './firstModules';
import { loadsOf } from './moduleHandle';
import { loadedRemoteComponent, loadRemoteComponent, onRemoteArrival, resetRemote } from './loadRemoteModule';
import { slotBoundary, type RemoteSlotProps } from './slotFrame';
import { reportSlotProblem } from './slotProblems';

type State<K extends RemoteModuleId> = ComponentType<RemoteModules[K]> | 'loading' | 'failed';

/** Automatic retries of a failed remote wait 2, 4, 8, 16 s, then every 30 s (by attempt): a redeploy or a blip heals by itself. */
export const retryDelay = (failures: number) => Math.min(30_000, 2000 * 2 ** Math.max(0, failures - 1));

/**
 * Loads a slot's module (an `idle` one once whenIdle settles); while it fails, tries again after a growing delay, on
 * `online`, when the shopper reaches into the slot (seen on the window: React stops events in a part not hydrated), and
 * at once when any module of its remote arrives (a load that outlived the slot's patience, or a sibling slot's).
 */
export function useRemoteModule<K extends RemoteModuleId>({ id }: RemoteSlotProps<K>) {
  const slotRef = useRef<HTMLDivElement>(null);
  // Code already here (the first modules load as the app starts) is live in the slot's first render.
  const [state, setState] = useState<State<K>>(() => loadedRemoteComponent(id) ?? 'loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    // An `idle` module (its own handle says so) waits for whenIdle; a retry never waits.
    (loadsOf(id) === 'idle' && attempt === 0 ? whenIdle() : Promise.resolve())
      .then(() => loadRemoteComponent(id))
      .then(
        // A transition: React mounts a remote's tree in slices instead of one long task.
        (Component) => live && startTransition(() => setState(() => Component)),
        (err: unknown) => {
          console.warn(err instanceof Error ? err.message : err);
          reportSlotProblem({ kind: 'load', slot: slotBoundary(id) });
          if (live) setState('failed');
        },
      );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  const retry = useCallback(() => {
    resetRemote(id);
    setState((s: State<K>) => (s === 'failed' ? 'loading' : s));
    setAttempt((a) => a + 1);
  }, [id]);
  const failed = state === 'failed';
  useEffect(() => {
    if (!failed) return undefined;
    const stop = new AbortController();
    const reach = (e: Event) => e.target instanceof Node && slotRef.current?.contains(e.target) && retry();
    const timer = setTimeout(retry, retryDelay(attempt + 1));
    // The remote's code is here now: load again from it, without forgetting the remote (no second fetch of its entry).
    const unsubscribe = onRemoteArrival(id.split('/')[0], () => {
      setState('loading');
      setAttempt((a) => a + 1);
    });
    stop.signal.addEventListener('abort', unsubscribe);
    window.addEventListener('online', retry, { signal: stop.signal });
    for (const type of ['pointerdown', 'focusin', 'keydown'])
      window.addEventListener(type, reach, { capture: true, passive: true, signal: stop.signal });
    return () => {
      clearTimeout(timer);
      stop.abort();
    };
  }, [failed, retry, attempt, id]);

  return { Component: typeof state === 'string' ? null : state, failed, retry, slotRef };
}
