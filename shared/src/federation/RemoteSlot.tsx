import { Suspense, use, useContext, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import type { RemoteModuleId, RemoteModules } from '../contracts/remotes';
import { BrowserSlot, RetryButton, SlotErrorBoundary } from './BrowserSlot';
import { replayIntoHydrated } from './earlyInput';
import { isServerRendered } from './hydration';
import { arrivalOf, loadedRemoteComponent } from './loadRemoteModule';
import { ServerModulesContext, ServerSlot } from './ServerSlot';
import { slotFrame, slotInstanceKey, type RemoteSlotProps } from './slotFrame';
import { useRemoteModule } from './useRemoteModule';

/**
 * Mounts one exposed module of a remote: on the server a ServerSlot; in the browser a slot the server rendered is
 * hydrated in place (HydratedSlot), any other shows `pending` while it loads (BrowserSlot). A remote that fails keeps
 * what is on screen (or shows `fallback`) with a Retry, and heals by itself (useRemoteModule).
 */
export function RemoteSlot<K extends RemoteModuleId>(slot: RemoteSlotProps<K>) {
  const server = useContext(ServerModulesContext);
  // Read at mount: later props (the calculator's boxes) do not change which server HTML this is.
  const [hydrate] = useState(() => isServerRendered(slot.id, slotInstanceKey(slot)));
  if (server) return <ServerSlot slot={slot} Component={server.componentOf(slot.id)} />;
  return hydrate ? <HydratedSlot {...slot} /> : <BrowserSlot {...slot} />;
}

/**
 * A Suspense boundary around the module (the server wrote its markers) stays dehydrated, the server's DOM working as
 * HTML, until the module's code is here. A remote that fails keeps that HTML with a Retry until a load succeeds.
 */
function HydratedSlot<K extends RemoteModuleId>(slot: RemoteSlotProps<K>) {
  const { id, props, fallback } = slot;
  const { failed, retry, slotRef } = useRemoteModule(slot);
  const [hydrated, setHydrated] = useState(false);
  const serverCopy = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    serverCopy.current ??= slotRef.current?.innerHTML;
  }, [slotRef]);
  // An update reaching a boundary still waiting for its code would hold a transition (the next page) back, or throw
  // the server's HTML away (an urgent one). So on another page or with other props a slot not hydrated yet becomes a
  // BrowserSlot showing a copy of that HTML; with equal props it keeps its first element, which React does not render again.
  const location = useContext(UNSAFE_LocationContext)?.location;
  const boundaryOf = (moduleProps: RemoteModules[K]) => (
    <Suspense fallback={null}>
      <SlotErrorBoundary id={id} fallback={fallback} retry={retry}>
        <Arrived id={id} props={moduleProps} slotRef={slotRef} onHydrated={setHydrated} />
      </SlotErrorBoundary>
    </Suspense>
  );
  const [first] = useState(() => ({ location, props, boundary: boundaryOf(props) }));
  const [toBrowser, setToBrowser] = useState(false);
  if (!hydrated && !toBrowser && (location !== first.location || !shallowEqual(first.props, props))) setToBrowser(true);
  if (toBrowser) return <BrowserSlot {...slot} serverCopy={serverCopy.current} />;
  return (
    <div ref={slotRef} {...slotFrame(slot, hydrated ? 'ready' : failed ? 'fallback' : 'server', true)}>
      {hydrated ? boundaryOf(props) : first.boundary}
      {failed && !hydrated && <RetryButton onClick={retry} />}
    </div>
  );
}

function shallowEqual(a: object, b: object): boolean {
  const entries = Object.entries(a);
  return entries.length === Object.keys(b).length && entries.every(([k, v]) => Object.is(v, (b as Record<string, unknown>)[k]));
}

/** The module once its code is here (suspends until then); its effect runs after the module's own, handlers wired. */
function Arrived<K extends RemoteModuleId>(p: {
  id: K;
  props: RemoteModules[K];
  slotRef: RefObject<HTMLDivElement | null>;
  onHydrated: (done: true) => void;
}) {
  const Component = loadedRemoteComponent(p.id) ?? use(arrivalOf(p.id));
  const { slotRef, onHydrated } = p;
  useEffect(() => {
    if (slotRef.current) replayIntoHydrated(slotRef.current);
    onHydrated(true);
  }, [slotRef, onHydrated]);
  return <Component {...p.props} />;
}
