import { startTransition, useCallback, useEffect, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import type { RemoteModuleId, RemoteModules } from '../contracts/remotes';
import { loadRemoteComponent, resetRemote } from './loadRemoteModule';
import { SlotErrorBoundary } from './SlotErrorBoundary';
import { whenIdle } from './whenIdle';
import { SLOT_LAYOUT, SlotPlaceholder, slotBoundary } from './slotLayout';
import { takeServerHtml } from './serverRendered';

export interface RemoteSlotProps<K extends RemoteModuleId> {
  id: K;
  props: RemoteModules[K];
  /** What the shopper sees when the remote is down; gets a retry callback. */
  fallback: (retry: () => void) => ReactNode;
  /** Space reserved while loading, so the page does not shift (default: the slot's entry in SLOT_LAYOUT). */
  reserve?: CSSProperties;
  className?: string;
  /** `eager` for what first paint needs; `idle` waits for page load + idle time or the first interaction. */
  load?: 'eager' | 'idle';
}

type SlotState<K extends RemoteModuleId> =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<RemoteModules[K]>; forId: RemoteModuleId }
  | { status: 'failed' };

/** Mounts one exposed module of a remote: loading placeholder, fallback on failure, retry. */
export function RemoteSlot<K extends RemoteModuleId>({ id, props, fallback, reserve = SLOT_LAYOUT[id]?.reserve, className = SLOT_LAYOUT[id]?.className, load = 'eager' }: RemoteSlotProps<K>) {
  const [state, setState] = useState<SlotState<K>>({ status: 'loading' });
  // The server's rendering of this module (first page load only), shown until the module is live.
  const [serverHtml] = useState(() => takeServerHtml(id));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const start = load === 'idle' ? whenIdle() : Promise.resolve();
    start.then(() => loadRemoteComponent(id)).then(
      // Mounting a remote's tree is a transition: React renders it in slices instead of one long task.
      (Component) => live && startTransition(() => setState({ status: 'ready', Component, forId: id })),
      (err: unknown) => {
        console.warn(err instanceof Error ? err.message : err);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => { live = false; };
  }, [id, attempt, load]);

  const retry = useCallback(() => {
    resetRemote(id);
    setState({ status: 'loading' });
    setAttempt((a) => a + 1);
  }, [id]);

  const boundary = slotBoundary(id);
  if (state.status === 'failed') {
    return <div className={className} data-slot={boundary} data-slot-state="fallback" style={reserve}>{fallback(retry)}</div>;
  }
  // A slot whose id just changed (in-app navigation to another remote's page) must not render the old
  // component with the new props: until the new one has loaded it shows the placeholder.
  if (state.status === 'loading' || state.forId !== id) {
    return <SlotPlaceholder id={id} layout={{ className, reserve }} serverHtml={state.status === 'loading' ? serverHtml : undefined} />;
  }
  const { Component } = state;
  return (
    <div className={className} data-slot={boundary} data-slot-state="ready" style={reserve}>
      <SlotErrorBoundary slot={id} renderFallback={(again) => fallback(() => { again(); retry(); })}>
        <Component {...props} />
      </SlotErrorBoundary>
    </div>
  );
}
