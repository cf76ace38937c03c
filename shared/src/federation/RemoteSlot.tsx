import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { RemoteModuleId, RemoteModules } from '../contracts/remotes';
import { SlotErrorBoundary } from './SlotErrorBoundary';
import { SLOT_LAYOUT, slotBoundary } from './slotLayout';
import { forgetServerHtml, serverHtmlOf } from './serverRendered';
import { slotInstanceKey } from './slotInstances';
import { useRemoteModule } from './useRemoteModule';
import { recordEarlyInput, replayEarlyClick, replayEarlyInput, type EarlyInput } from './earlyInput';

/** The server HTML's wrapper takes no box of its own: the slot lays out as the server drew it. */
const CONTENTS: CSSProperties = { display: 'contents' };

export interface RemoteSlotProps<K extends RemoteModuleId> {
  id: K;
  props: RemoteModules[K];
  /** What the shopper sees when the remote is down and the server did not render it; gets a retry callback. */
  fallback: (retry: () => void) => ReactNode;
  /** A working stand-in while the module loads without server HTML (the cart's link), instead of an empty box. */
  pending?: ReactNode;
  /** Space reserved while loading, so the page does not shift (default: the slot's entry in SLOT_LAYOUT). */
  reserve?: CSSProperties;
  className?: string;
  /** `eager` for what first paint needs; `idle` waits for page load + idle time or the first interaction. */
  load?: 'eager' | 'idle';
}

/**
 * Mounts one exposed module of a remote. Until it is live the slot shows the server's HTML (links and forms work)
 * or the `pending` stand-in; what the shopper types or clicks there meanwhile is kept and replayed on the live
 * module. A remote that fails keeps the server's HTML (or shows `fallback`) with a visible retry, and heals by
 * itself (see useRemoteModule).
 */
export function RemoteSlot<K extends RemoteModuleId>({
  id,
  props,
  fallback,
  pending,
  reserve = SLOT_LAYOUT[id]?.reserve,
  className = SLOT_LAYOUT[id]?.className,
  load = 'eager',
}: RemoteSlotProps<K>) {
  const slotRef = useRef<HTMLDivElement>(null);
  const { state, retry } = useRemoteModule(id, load, slotRef);
  // The server's rendering of this module (first page load only), shown until the module is live.
  // A module shown many times (each card's "Add to cart") has its own instance's HTML (the key is read once, as the
  // HTML is: later props, such as the calculator's boxes, do not swap it).
  const [key] = useState(() => slotInstanceKey(id, props));
  const [serverHtml] = useState(() => serverHtmlOf(id, key));
  useLayoutEffect(() => {
    if (serverHtml !== undefined) forgetServerHtml(id, key);
  }, [id, key, serverHtml]);
  const early = useRef<EarlyInput | null>(null);
  const earlyClick = useRef<EarlyInput | null>(null);
  const live = state.status === 'ready' && state.forId === id;

  // While the slot is not live, what the shopper does in it is recorded as it happens; when the live module's DOM
  // replaces it, the record is replayed on it in the same task as React's commit, before the browser can hand
  // another key to a field that is gone.
  useLayoutEffect(() => {
    const el = slotRef.current;
    if (live || !el) return undefined;
    const recorder = recordEarlyInput(el);
    return () => {
      recorder.stop();
      early.current = recorder.read();
    };
  }, [live]);
  useLayoutEffect(() => {
    const input = early.current;
    early.current = null;
    if (!live || !input || !slotRef.current) return;
    replayEarlyInput(slotRef.current, input);
    earlyClick.current = input;
  }, [live]);
  // The click once the live module's own effects have run (an early "Add to cart" adds exactly once).
  useEffect(() => {
    const input = earlyClick.current;
    earlyClick.current = null;
    if (live && input && slotRef.current) replayEarlyClick(slotRef.current, input);
  }, [live]);

  const boundary = slotBoundary(id);
  if (live) {
    const { Component } = state;
    return (
      <div ref={slotRef} className={className} data-slot={boundary} data-slot-state="ready" style={reserve}>
        <SlotErrorBoundary
          slot={id}
          renderFallback={(again) =>
            fallback(() => {
              again();
              retry();
            })
          }
        >
          <Component {...props} />
        </SlotErrorBoundary>
      </div>
    );
  }
  const failed = state.status === 'failed';
  // A slot whose id just changed (in-app navigation to another remote's page) must not render the old
  // component with the new props: until the new one has loaded it shows the placeholder.
  const keptHtml = state.status !== 'ready' ? serverHtml : undefined;
  const stateName = failed ? 'fallback' : keptHtml ? 'server' : 'loading';
  return (
    <div
      ref={slotRef}
      className={className}
      data-slot={boundary}
      data-slot-state={stateName}
      style={reserve}
      aria-busy={failed ? undefined : true}
    >
      {keptHtml ? <div style={CONTENTS} dangerouslySetInnerHTML={{ __html: keptHtml }} /> : failed ? fallback(retry) : pending}
      {failed && keptHtml && (
        <button type="button" className="shell-slot-retry" onClick={retry}>
          Retry
        </button>
      )}
    </div>
  );
}
