import { startTransition, useCallback, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import type { RemoteModuleId, RemoteModules } from '../contracts/remotes';
import { loadedRemoteComponent, loadRemoteComponent, resetRemote } from './loadRemoteModule';
import { whenIdle } from './whenIdle';

export type RemoteModuleState<K extends RemoteModuleId> =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType<RemoteModules[K]>; forId: RemoteModuleId } | { status: 'failed' };

/** Automatic retries of a failed remote wait 2, 4, 8, 16 s, then every 30 s: a redeploy or a blip heals by itself. */
export const retryDelay = (failures: number) => Math.min(30_000, 2000 * 2 ** Math.max(0, failures - 1));

const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Calls `then` when the shopper reaches for the slot (pointer, focus or key inside it). Listened to on the window, in
 * the capture phase: React stops these events at its root while the part they land on is not hydrated yet.
 */
function onReach(slotRef: RefObject<HTMLElement | null>, then: () => void): () => void {
  const reach = (e: Event) => {
    if (e.target instanceof Node && slotRef.current?.contains(e.target)) then();
  };
  WAKE_EVENTS.forEach((t) => window.addEventListener(t, reach, { capture: true, passive: true }));
  return () => WAKE_EVENTS.forEach((t) => window.removeEventListener(t, reach, { capture: true }));
}

/**
 * Loads one exposed module for a slot and keeps trying when it fails: after a growing delay, when the browser comes
 * back `online`, and at once when the shopper reaches for the slot (pointer, focus or key inside `slotRef`). An
 * `idle` slot also starts at once when the shopper reaches for it, before the page has settled.
 */
export function useRemoteModule<K extends RemoteModuleId>(id: K, load: 'eager' | 'idle', slotRef: RefObject<HTMLElement | null>) {
  // A module whose code is already here (the header's, the page's and the controls' load as the app starts) is live
  // in the slot's first render.
  const [state, setState] = useState<RemoteModuleState<K>>(() => {
    const Component = loadedRemoteComponent(id);
    return Component ? { status: 'ready', Component, forId: id } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);
  const reached = useRef(false);

  useEffect(() => {
    let live = true;
    const start = load === 'idle' && attempt === 0 && !reached.current ? whenIdle() : Promise.resolve();
    start
      .then(() => loadRemoteComponent(id))
      .then(
        // Mounting a remote's tree is a transition: React renders it in slices instead of one long task.
        (Component) => {
          failures.current = 0;
          if (live)
            startTransition(() =>
              setState((s) =>
                s.status === 'ready' && s.forId === id && s.Component === Component ? s : { status: 'ready', Component, forId: id },
              ),
            );
        },
        (err: unknown) => {
          console.warn(err instanceof Error ? err.message : err);
          failures.current += 1;
          if (live) setState({ status: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [id, attempt, load]);

  const retry = useCallback(() => {
    resetRemote(id);
    setState((s) => (s.status === 'failed' ? { status: 'loading' } : s));
    setAttempt((a) => a + 1);
  }, [id]);

  // Self-healing while failed: a timer with backoff, the network coming back, the shopper's next touch.
  const failed = state.status === 'failed';
  useEffect(() => {
    if (!failed) return undefined;
    const timer = setTimeout(retry, retryDelay(failures.current));
    window.addEventListener('online', retry);
    const stopWaking = onReach(slotRef, retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
      stopWaking();
    };
  }, [failed, retry, slotRef]);

  // An idle slot the shopper reaches for before the page has settled starts loading now.
  const waiting = state.status === 'loading' && load === 'idle';
  useEffect(() => {
    if (!waiting) return undefined;
    return onReach(slotRef, () => {
      if (reached.current) return;
      reached.current = true;
      setAttempt((a) => a + 1);
    });
  }, [waiting, slotRef]);

  return { state, retry };
}
