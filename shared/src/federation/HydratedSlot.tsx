import { Suspense, use, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import type { RemoteModuleId, RemoteModules } from '../contracts/remotes';
import { BrowserSlot } from './BrowserSlot';
import { SlotErrorBoundary } from './SlotErrorBoundary';
import { slotFrame, type RemoteSlotProps } from './slotFrame';
import { slotInstanceKey } from './slotInstances';
import { useRemoteModule } from './useRemoteModule';
import { replayIntoHydrated } from './hydrationInput';
import { arrivalOf, loadedRemoteComponent } from './loadRemoteModule';

/**
 * A server-rendered slot, hydrated: the slot's element and a Suspense boundary around the module (the server wrote
 * the boundary's markers around its HTML). Until the module's code is here the boundary stays dehydrated, the
 * server's DOM untouched; then React attaches the module to it. A remote that fails keeps the server's HTML (its
 * links and forms work), shows a retry beside it and hydrates whenever a later load succeeds.
 */
export function HydratedSlot<K extends RemoteModuleId>(slot: RemoteSlotProps<K>) {
  const { id, props, fallback, load = 'eager' } = slot;
  const frame = slotFrame(slot);
  const slotRef = useRef<HTMLDivElement>(null);
  const { state, retry } = useRemoteModule(id, load, slotRef);
  const [hydrated, setHydrated] = useState(false);
  // The server's HTML as it arrived, in case the slot is handed to the browser before it is hydrated (below).
  const serverCopy = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    serverCopy.current ??= slotRef.current?.innerHTML;
  }, []);
  // A boundary still waiting for its code (an idle slot, a remote that is down) must not be reached by an update:
  // React would have to hydrate it first and, unable to, would hold the whole update back until the code came (a
  // transition: the router's next location) or throw the server's HTML away, showing nothing until then (an urgent
  // one: new props, such as the boxes the product page's calculator gives "Add to cart"). So in the render that
  // moves to another page or brings other props, a slot not hydrated yet becomes a browser-rendered one, showing a
  // copy of the server's HTML until its module is live.
  const location = useContext(UNSAFE_LocationContext)?.location;
  const [first] = useState({ location, props });
  const [toBrowser, setToBrowser] = useState(false);
  if (!hydrated && !toBrowser && (location !== first.location || !shallowEqual(first.props, props))) setToBrowser(true);
  const [key] = useState(() => slot.instance ?? slotInstanceKey(id, props));
  const failed = !hydrated && state.status === 'failed';
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  // The same element while the props are the same: React takes a new one for an update, and an update reaching a
  // boundary still dehydrated (its code not here) makes React drop the server's HTML and render it in the browser.
  const boundary = useSameWhileEqual(props, () => (
    <Suspense fallback={null}>
      <SlotErrorBoundary
        slot={id}
        renderFallback={(again) =>
          fallbackRef.current(() => {
            again();
            retry();
          })
        }
      >
        <Arrived id={id} props={props} slotRef={slotRef} onHydrated={setHydrated} />
      </SlotErrorBoundary>
    </Suspense>
  ));
  if (toBrowser) return <BrowserSlot {...slot} serverCopy={serverCopy.current} />;
  return (
    <div
      ref={slotRef}
      {...frame}
      data-slot-state={hydrated ? 'ready' : failed ? 'fallback' : 'server'}
      data-ssr={id}
      data-ssr-key={key}
      aria-busy={hydrated ? undefined : true}
    >
      {boundary}
      {failed && (
        <button type="button" className="shell-slot-retry" onClick={retry}>
          Retry
        </button>
      )}
    </div>
  );
}

/** `make()`'s element, made again only when `props` differ (shallowly) from the last time's. */
function useSameWhileEqual<P extends object>(props: P, make: () => ReactNode): ReactNode {
  const last = useRef<{ props: P; element: ReactNode } | null>(null);
  if (!last.current || !shallowEqual(last.current.props, props)) last.current = { props, element: make() };
  return last.current.element;
}

function shallowEqual(a: object, b: object): boolean {
  const ka = Object.keys(a);
  return (
    ka.length === Object.keys(b).length && ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** The module, once its code is here (suspends until then); tells the slot when it is hydrated and live. */
function Arrived<K extends RemoteModuleId>({
  id,
  props,
  slotRef,
  onHydrated,
}: {
  id: K;
  props: RemoteModules[K];
  slotRef: RefObject<HTMLDivElement | null>;
  onHydrated: (done: true) => void;
}) {
  const Component = loadedRemoteComponent(id) ?? use(arrivalOf(id));
  // A passive effect of this component runs after the module's own (children first): its handlers are wired when
  // what the shopper did meanwhile is handed to it.
  useEffect(() => {
    if (slotRef.current) replayIntoHydrated(slotRef.current);
    onHydrated(true);
  }, [slotRef, onHydrated]);
  return <Component {...props} />;
}
