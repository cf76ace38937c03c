import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import type { RemoteModuleId, RemoteModules } from '../contracts/remotes';
import { CONTROLS, LIVE_WITH_HEADER } from './controls';
import { loadedRemoteComponent, loadRemoteComponent, resetRemote } from './loadRemoteModule';
import { whenIdle } from './whenIdle';

export type RemoteModuleState<K extends RemoteModuleId> =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType<RemoteModules[K]>; forId: RemoteModuleId } | { status: 'failed' };

/** Automatic retries of a failed remote wait 2, 4, 8, 16 s, then every 30 s: a redeploy or a blip heals by itself. */
export const retryDelay = (failures: number) => Math.min(30_000, 2000 * 2 ** Math.max(0, failures - 1));

const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

const isControl = (id: RemoteModuleId) => (CONTROLS as readonly RemoteModuleId[]).includes(id);
const isHeaderControl = (id: RemoteModuleId) => (LIVE_WITH_HEADER as readonly RemoteModuleId[]).includes(id);

/** The state update that puts a loaded module in (none when the slot already shows it). */
const readyWith =
  <K extends RemoteModuleId>(id: K, Component: ComponentType<RemoteModules[K]>) =>
  (s: RemoteModuleState<K>): RemoteModuleState<K> =>
    s.status === 'ready' && s.forId === id && s.Component === Component ? s : { status: 'ready', Component, forId: id };

/**
 * Loads one exposed module for a slot and keeps trying when it fails: after a growing delay, when the browser comes
 * back `online`, and at once when the shopper reaches for the slot (pointer, focus or key inside `slotRef`). An
 * `idle` slot also starts at once when the shopper reaches for it, before the page has settled.
 */
export function useRemoteModule<K extends RemoteModuleId>(id: K, load: 'eager' | 'idle', slotRef: RefObject<HTMLElement | null>) {
  // A module whose code is already here (the shell's first render waits for the header's and the page's) is live
  // in the slot's first render: no copy of the server's HTML is built only to be swapped a moment later. Not a
  // control: its live DOM differs from its server stand-in (the cart's link is a button once live), so it commits
  // the copy first, which lets what the shopper did there be replayed into the right fields (below).
  const [state, setState] = useState<RemoteModuleState<K>>(() => {
    const Component = isControl(id) ? undefined : loadedRemoteComponent(id);
    return Component ? { status: 'ready', Component, forId: id } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);
  const reached = useRef(false);

  // A control whose code has already arrived (it loads beside the header and the page) goes live as soon as its slot
  // has committed the server's copy, right after the header or page around it: not after the load's promise and a
  // transition behind the page's work (~0.2 s at 4x CPU). The copy comes first so that what the shopper typed or
  // clicked there is recorded and replayed as usual. The cards' buttons go in a transition scheduled at that commit
  // (one ~150 ms task at 4x CPU when they went inside it, Lighthouse TBT 91 -> 200 ms on a listing); the header's
  // two controls by an ordinary update from a passive effect, in the task after (LIVE_WITH_HEADER).
  useLayoutEffect(() => {
    const Component = isControl(id) && !isHeaderControl(id) ? loadedRemoteComponent(id) : undefined;
    if (Component) startTransition(() => setState(readyWith(id, Component)));
  }, [id]);
  useEffect(() => {
    const Component = isHeaderControl(id) ? loadedRemoteComponent(id) : undefined;
    if (Component) setState(readyWith(id, Component));
  }, [id]);

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
    const el = slotRef.current;
    window.addEventListener('online', retry);
    WAKE_EVENTS.forEach((t) => el?.addEventListener(t, retry, { capture: true, passive: true }));
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
      WAKE_EVENTS.forEach((t) => el?.removeEventListener(t, retry, { capture: true }));
    };
  }, [failed, retry, slotRef]);

  // An idle slot the shopper reaches for before the page has settled starts loading now.
  const waiting = state.status === 'loading' && load === 'idle';
  useEffect(() => {
    const el = slotRef.current;
    if (!waiting || !el) return undefined;
    const now = () => {
      if (reached.current) return;
      reached.current = true;
      setAttempt((a) => a + 1);
    };
    WAKE_EVENTS.forEach((t) => el.addEventListener(t, now, { capture: true, passive: true }));
    return () => WAKE_EVENTS.forEach((t) => el.removeEventListener(t, now, { capture: true }));
  }, [waiting, slotRef]);

  return { state, retry };
}
