import { Component, useEffect, useLayoutEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteModuleId } from '../contracts/remotes';
import { readEarlyInput, replayEarlyInput, type EarlyInput } from './earlyInput';
import { useHydrated } from './hydration';
import { CONTENTS, slotFrame, type RemoteSlotProps } from './slotFrame';
import { useRemoteModule } from './useRemoteModule';

/**
 * A slot the browser renders: `pending` while its module loads (drawn so in the server's view too), or the copy of
 * the server's HTML a slot not hydrated yet became (HydratedSlot); `fallback` if it fails. What the shopper typed,
 * focused, opened or clicked in the copy, and typed in the fallback, is handed to the live module.
 */
export function BrowserSlot<K extends RemoteModuleId>(slot: RemoteSlotProps<K> & { serverCopy?: string }) {
  const { id, props, fallback, pending, load = 'eager', serverCopy } = slot;
  const slotRef = useRef<HTMLDivElement>(null);
  const { state, retry } = useRemoteModule(id, load, slotRef);
  // In a page being hydrated the server drew this slot loading: so it is drawn for the hydration, live right after.
  const live = useHydrated() && state.status === 'ready';
  const clicked = useRef<EventTarget | null>(null);
  const early = useRef<EarlyInput | null>(null);
  // Read as React removes the stand-in (its ref is let go before it leaves the page), put back in the same commit.
  const standIn = (el: HTMLDivElement | null) => () => void (el && (early.current = readEarlyInput(el, clicked.current)));
  useLayoutEffect(() => {
    if (live && early.current && slotRef.current) replayEarlyInput(slotRef.current, early.current);
  }, [live]);
  // The click once the module's own effects have run (its handlers are wired): an early "Add to cart" adds once.
  useEffect(() => {
    if (live && slotRef.current && early.current?.clicked !== undefined)
      slotRef.current.querySelectorAll('button')[early.current.clicked]?.click();
    early.current = null;
  }, [live]);

  const failed = state.status === 'failed';
  const standInState = serverCopy === undefined ? 'loading' : 'server';
  return (
    <div
      ref={slotRef}
      {...slotFrame(slot)}
      data-slot-state={live ? 'ready' : failed ? 'fallback' : standInState}
      aria-busy={live || failed ? undefined : true}
    >
      {state.status === 'ready' && live ? (
        <SlotErrorBoundary slot={id} renderFallback={(again) => fallback(() => (again(), retry()))}>
          <state.Component {...props} />
        </SlotErrorBoundary>
      ) : serverCopy !== undefined ? (
        // Only the copy's own buttons are clicked again (not the shell's Retry, nor a fallback's).
        <div
          style={CONTENTS}
          ref={standIn}
          onClickCapture={(e) => (clicked.current = e.target)}
          dangerouslySetInnerHTML={{ __html: serverCopy }}
        />
      ) : failed ? (
        <div style={CONTENTS} ref={standIn}>
          {fallback(retry)}
        </div>
      ) : (
        pending
      )}
      {failed && serverCopy !== undefined && <RetryButton onClick={retry} />}
    </div>
  );
}

/** Over a server HTML whose remote failed: the shopper need not wait for the next automatic retry. */
export const RetryButton = ({ onClick }: { onClick: () => void }) => (
  <button type="button" className="shell-slot-retry" onClick={onClick}>
    Retry
  </button>
);

/** Keeps a remote's render error inside its slot. */
export class SlotErrorBoundary extends Component<{ slot: string; renderFallback: (retry: () => void) => ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[slot ${this.props.slot}] render failed:`, error.message, info.componentStack?.split('\n')[1]?.trim());
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.renderFallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
