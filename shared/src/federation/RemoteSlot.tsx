import { Component, startTransition, Suspense, use, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import type { RemoteModuleId } from '../contracts/remotes';
import { readEarlyInput, replayEarlyInput, replayIntoHydrated, earlyClickIn } from './earlyInput';
import { firstViewDataOf, serverHtmlOf, useHydrated } from './hydration';
import { LoaderDataContext } from './loaderData';
import { arrivalOf, loadedRemoteComponent } from './loadRemoteModule';
import { ServerModulesContext, ServerSlot } from './ServerSlot';
import { slotBoundary, slotFrame, slotInstanceKey, type RemoteSlotProps } from './slotFrame';
import { reportSlotProblem } from './slotProblems';
import { useRemoteModule } from './useRemoteModule';
import { whenWanted, wish } from './whenWanted';

/**
 * One exposed module of a remote: a ServerSlot on the server; in the browser hydrated in place where the server
 * rendered it, else loaded (BrowserSlot). A failing remote keeps what is on screen with a Retry and heals by itself.
 */
export function RemoteSlot<K extends RemoteModuleId>(slot: RemoteSlotProps<K>) {
  const server = useContext(ServerModulesContext);
  // Read at mount: later props (the calculator's boxes) do not change which server HTML this is.
  const [serverCopy] = useState(() => serverHtmlOf(slot.id, slotInstanceKey(slot)));
  // The module reads its loader's data from its slot (useLoaderData): the platform knows whose it is.
  return (
    <LoaderDataContext.Provider value={firstViewDataOf(slot.id)}>
      {server ? (
        <ServerSlot slot={slot} Component={server.componentOf(slot.id)} />
      ) : serverCopy === undefined ? (
        <BrowserSlot {...slot} />
      ) : (
        <HydratedSlot {...slot} serverCopy={serverCopy} />
      )}
    </LoaderDataContext.Provider>
  );
}

/**
 * The module's Suspense boundary (the server wrote its markers) stays dehydrated, its HTML working, until the code is
 * here (and, for an `in-view` slot, until it is near the viewport or touched).
 */
function HydratedSlot<K extends RemoteModuleId>(slot: RemoteSlotProps<K> & { serverCopy: string }) {
  const { failed, retry, slotRef } = useRemoteModule(slot);
  const [hydrated, setHydrated] = useState(false);
  const [wanted] = useState(() => (slot.hydrate === 'in-view' ? wish() : null));
  useEffect(() => (wanted && slotRef.current ? whenWanted(slotRef.current, wanted.grant) : undefined), [wanted, slotRef]);
  const onHydrated = useCallback(() => {
    if (slotRef.current) replayIntoHydrated(slotRef.current);
    // A transition: an update from an effect is in React's default lane, which renders without yielding.
    startTransition(() => setHydrated(true));
  }, [slotRef]);
  // An update reaching a boundary waiting for its code would hold the next page back or drop the server's HTML: with another
  // page or props a slot not hydrated yet becomes a BrowserSlot showing a copy; else it keeps its first element as it is.
  const location = useContext(UNSAFE_LocationContext)?.location;
  const boundaryOf = (props: object) => (
    <Suspense fallback={null}>
      <SlotErrorBoundary slot={slot} retry={retry}>
        <Arrived id={slot.id} props={props} onHydrated={onHydrated} wanted={wanted?.promise} />
      </SlotErrorBoundary>
    </Suspense>
  );
  const [first] = useState(() => ({ location, props: slot.props, boundary: boundaryOf(slot.props) }));
  // A click the shopper made on the server's HTML goes with it to the copy: the button in the same place is clicked once live.
  const [toBrowser, setToBrowser] = useState<{ earlyClick?: number } | null>(null);
  if (!hydrated && !toBrowser && (location !== first.location || !shallowEqual(first.props, slot.props)))
    setToBrowser({ earlyClick: slotRef.current ? earlyClickIn(slotRef.current) : undefined });
  if (toBrowser) return <BrowserSlot {...slot} earlyClick={toBrowser.earlyClick} />;
  return (
    <div ref={slotRef} {...slotFrame(slot, hydrated ? 'ready' : failed ? 'fallback' : 'server', true)}>
      {/* The same element while the props are the first ones: React does not render the hydrated module again. */}
      {hydrated && !shallowEqual(first.props, slot.props) ? boundaryOf(slot.props) : first.boundary}
      {failed && !hydrated && <RetryButton onClick={retry} />}
    </div>
  );
}

function shallowEqual(a: object, b: object): boolean {
  const entries = Object.entries(a);
  return entries.length === Object.keys(b).length && entries.every(([k, v]) => Object.is(v, (b as Record<string, unknown>)[k]));
}

/** The module once its code is here and it is wanted (suspends until then); its effect runs after the module's own, handlers wired. */
function Arrived({ id, props, onHydrated, wanted }: { id: RemoteModuleId; props: object; onHydrated: () => void; wanted?: Promise<void> }) {
  if (wanted) use(wanted);
  const Module = (loadedRemoteComponent(id) ?? use(arrivalOf(id))) as ComponentType<object>;
  useEffect(onHydrated, [onHydrated]);
  return <Module {...props} />;
}

/** Shows `pending` (or a server HTML copy) while the module loads, `fallback` if it fails; what was done in them carries over. */
function BrowserSlot<K extends RemoteModuleId>(slot: RemoteSlotProps<K> & { serverCopy?: string; earlyClick?: number }) {
  const { Component: Loaded, failed, retry, slotRef } = useRemoteModule(slot);
  // In a page being hydrated the server drew this slot loading: so it is drawn for the hydration, live right after.
  const Live = useHydrated() ? Loaded : null;
  const clicked = useRef<EventTarget | null>(null);
  const early = useRef<ReturnType<typeof readEarlyInput> | null>(null);
  // Read as React removes the stand-in (its ref is let go before it leaves the page), put back in the same commit.
  const standIn = (el: HTMLDivElement | null) => {
    if (el && slot.earlyClick !== undefined) clicked.current ??= el.querySelectorAll('button')[slot.earlyClick] ?? null;
    return () => void (el && (early.current = readEarlyInput(el, clicked.current)));
  };
  useLayoutEffect(() => {
    if (Live && early.current && slotRef.current) replayEarlyInput(slotRef.current, early.current);
  }, [Live, slotRef]);
  // The click once the module's own effects have run (its handlers are wired): an early "Add to cart" adds once.
  useEffect(() => {
    if (Live && early.current?.clicked !== undefined) slotRef.current?.querySelectorAll('button')[early.current.clicked]?.click();
    early.current = null;
  }, [Live, slotRef]);
  return (
    <div ref={slotRef} {...slotFrame(slot, Live ? 'ready' : failed ? 'fallback' : slot.serverCopy === undefined ? 'loading' : 'server')}>
      {Live ? (
        <SlotErrorBoundary slot={slot} retry={retry}>
          <Live {...slot.props} />
        </SlotErrorBoundary>
      ) : slot.serverCopy !== undefined ? (
        // Only the copy's own buttons are clicked again (not the shell's Retry, nor a fallback's).
        <div
          style={{ display: 'contents' }}
          ref={standIn}
          onClickCapture={(e) => (clicked.current = e.target)}
          dangerouslySetInnerHTML={{ __html: slot.serverCopy }}
        />
      ) : failed ? (
        <div style={{ display: 'contents' }} ref={standIn}>
          {slot.fallback(retry)}
        </div>
      ) : (
        slot.pending
      )}
      {failed && slot.serverCopy !== undefined && <RetryButton onClick={retry} />}
    </div>
  );
}

/** Over a server HTML whose remote failed: the shopper need not wait for the next automatic retry. */
const RetryButton = ({ onClick }: { onClick: () => void }) => (
  <button type="button" className="shell-slot-retry" onClick={onClick}>
    Retry
  </button>
);

/** Keeps a remote's render error inside its slot; the fallback's retry renders again and reloads the remote. */
class SlotErrorBoundary extends Component<{ slot: RemoteSlotProps<RemoteModuleId>; retry: () => void; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[slot ${this.props.slot.id}] render failed:`, error.message, info.componentStack?.split('\n')[1]?.trim());
    reportSlotProblem({ kind: 'render', slot: slotBoundary(this.props.slot.id) });
  }
  override render(): ReactNode {
    const { slot, retry, children } = this.props;
    return this.state.failed ? slot.fallback(() => (this.setState({ failed: false }), retry())) : children;
  }
}
