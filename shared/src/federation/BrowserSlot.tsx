import { Component, useEffect, useLayoutEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteModuleId } from '../contracts/remotes';
import { readEarlyInput, replayEarlyInput, type EarlyInput } from './earlyInput';
import { useHydrated } from './hydration';
import { CONTENTS, slotFrame, type RemoteSlotProps } from './slotFrame';
import { useRemoteModule } from './useRemoteModule';

/**
 * A slot the browser renders: `pending` while its module loads, or the copy of the server's HTML a slot not hydrated
 * yet became (HydratedSlot); `fallback` if it fails. What the shopper did in the copy or the fallback goes to the module.
 */
export function BrowserSlot<K extends RemoteModuleId>(slot: RemoteSlotProps<K> & { serverCopy?: string }) {
  const { id, props, fallback, pending, serverCopy } = slot;
  const { Component: Loaded, failed, retry, slotRef } = useRemoteModule(slot);
  // In a page being hydrated the server drew this slot loading: so it is drawn for the hydration, live right after.
  const Live = useHydrated() ? Loaded : null;
  const clicked = useRef<EventTarget | null>(null);
  const early = useRef<EarlyInput | null>(null);
  // Read as React removes the stand-in (its ref is let go before it leaves the page), put back in the same commit.
  const standIn = (el: HTMLDivElement | null) => () => void (el && (early.current = readEarlyInput(el, clicked.current)));
  useLayoutEffect(() => {
    if (Live && early.current && slotRef.current) replayEarlyInput(slotRef.current, early.current);
  }, [Live, slotRef]);
  // The click once the module's own effects have run (its handlers are wired): an early "Add to cart" adds once.
  useEffect(() => {
    if (Live && slotRef.current && early.current?.clicked !== undefined)
      slotRef.current.querySelectorAll('button')[early.current.clicked]?.click();
    if (Live) early.current = null;
  }, [Live, slotRef]);

  return (
    <div ref={slotRef} {...slotFrame(slot, Live ? 'ready' : failed ? 'fallback' : serverCopy === undefined ? 'loading' : 'server')}>
      {Live ? (
        <SlotErrorBoundary id={id} fallback={fallback} retry={retry}>
          <Live {...props} />
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

type BoundaryProps = { id: RemoteModuleId; fallback: (retry: () => void) => ReactNode; retry: () => void; children: ReactNode };

/** Keeps a remote's render error inside its slot; the fallback's retry renders again and reloads the remote. */
export class SlotErrorBoundary extends Component<BoundaryProps> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[slot ${this.props.id}] render failed:`, error.message, info.componentStack?.split('\n')[1]?.trim());
  }
  override render(): ReactNode {
    const { fallback, retry, children } = this.props;
    return this.state.failed ? fallback(() => (this.setState({ failed: false }), retry())) : children;
  }
}
