import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RemoteModuleId } from '../contracts/remotes';
import { SlotErrorBoundary } from './SlotErrorBoundary';
import { CONTENTS, slotFrame, type RemoteSlotProps } from './slotFrame';
import { useRemoteModule } from './useRemoteModule';
import { recordEarlyInput, replayEarlyClick, replayEarlyInput, type EarlyInput } from './earlyInput';
import { useHydrated } from './hydration';

/**
 * A slot the browser renders (after in-app navigation, or one the server did not render): the `pending` stand-in
 * while the module loads, then the module. What the shopper types or clicks in the stand-in meanwhile is kept and
 * replayed on the live module.
 */
export function BrowserSlot<K extends RemoteModuleId>(slot: RemoteSlotProps<K> & { serverCopy?: string }) {
  const { id, props, fallback, pending, load = 'eager', serverCopy } = slot;
  const frame = slotFrame(slot);
  const slotRef = useRef<HTMLDivElement>(null);
  const { state, retry } = useRemoteModule(id, load, slotRef);
  const early = useRef<EarlyInput | null>(null);
  const earlyClick = useRef<EarlyInput | null>(null);
  // Inside a page being hydrated, the server drew this slot as loading (another team's module the server did not
  // render): it is drawn so for the hydration, and live right after, even when its code is already here.
  const hydrated = useHydrated();
  const live = hydrated && state.status === 'ready' && state.forId === id;

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
  // The click once the live module's own effects have run (an early click adds exactly once).
  useEffect(() => {
    const input = earlyClick.current;
    earlyClick.current = null;
    if (live && input && slotRef.current) replayEarlyClick(slotRef.current, input);
  }, [live]);

  if (live) {
    const { Component } = state;
    return (
      <div ref={slotRef} {...frame} data-slot-state="ready">
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
  if (serverCopy !== undefined)
    return (
      <div ref={slotRef} {...frame} data-slot-state={failed ? 'fallback' : 'server'} aria-busy={failed ? undefined : true}>
        <div style={CONTENTS} dangerouslySetInnerHTML={{ __html: serverCopy }} />
        {failed && (
          <button type="button" className="shell-slot-retry" onClick={retry}>
            Retry
          </button>
        )}
      </div>
    );
  return (
    <div ref={slotRef} {...frame} data-slot-state={failed ? 'fallback' : 'loading'} aria-busy={failed ? undefined : true}>
      {failed ? fallback(retry) : pending}
    </div>
  );
}
