import { Suspense, use, useContext, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import type { RemoteModuleId, RemoteModules } from '../contracts/remotes';
import { BrowserSlot, RetryButton, SlotErrorBoundary } from './BrowserSlot';
import { replayIntoHydrated } from './earlyInput';
import { arrivalOf, loadedRemoteComponent } from './loadRemoteModule';
import { slotFrame, slotInstanceKey, type RemoteSlotProps } from './slotFrame';
import { useRemoteModule } from './useRemoteModule';

/**
 * A server-rendered slot, hydrated in place: a Suspense boundary around the module (the server wrote its markers)
 * stays dehydrated, the server's DOM working as HTML, until the module's code is here. A remote that fails keeps that
 * HTML with a Retry, and hydrates whenever a later load succeeds.
 */
export function HydratedSlot<K extends RemoteModuleId>(slot: RemoteSlotProps<K>) {
  const { id, props, fallback, load = 'eager' } = slot;
  const slotRef = useRef<HTMLDivElement>(null);
  const { state, retry } = useRemoteModule(id, load, slotRef);
  const [hydrated, setHydrated] = useState(false);
  const serverCopy = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    serverCopy.current ??= slotRef.current?.innerHTML;
  }, []);
  // An update reaching a boundary still waiting for its code would hold a transition (the next page) back until the
  // code came, or throw the server's HTML away (an urgent one: the calculator's new boxes). So on another page or
  // with other props, a slot not hydrated yet becomes a browser-rendered one showing a copy of the server's HTML;
  // with equal props it keeps its first element, which React does not render again.
  const location = useContext(UNSAFE_LocationContext)?.location;
  const boundaryOf = (moduleProps: RemoteModules[K]) => (
    <Suspense fallback={null}>
      <SlotErrorBoundary slot={id} renderFallback={(again) => fallback(() => (again(), retry()))}>
        <Arrived id={id} props={moduleProps} slotRef={slotRef} onHydrated={setHydrated} />
      </SlotErrorBoundary>
    </Suspense>
  );
  const [first] = useState(() => ({ location, props, boundary: boundaryOf(props) }));
  const [toBrowser, setToBrowser] = useState(false);
  if (!hydrated && !toBrowser && (location !== first.location || !shallowEqual(first.props, props))) setToBrowser(true);
  if (toBrowser) return <BrowserSlot {...slot} serverCopy={serverCopy.current} />;
  const failed = !hydrated && state.status === 'failed';
  return (
    <div
      ref={slotRef}
      {...slotFrame(slot)}
      data-slot-state={hydrated ? 'ready' : failed ? 'fallback' : 'server'}
      data-ssr={id}
      data-ssr-key={slotInstanceKey(slot)}
      aria-busy={hydrated ? undefined : true}
    >
      {hydrated ? boundaryOf(props) : first.boundary}
      {failed && <RetryButton onClick={retry} />}
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
