import {
  Suspense,
  use,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import type { RemoteModuleId, RemoteModules } from '../contracts/remotes';
import { SlotErrorBoundary } from './SlotErrorBoundary';
import { SLOT_LAYOUT, slotBoundary } from './slotLayout';
import { slotInstanceKey } from './slotInstances';
import { useRemoteModule } from './useRemoteModule';
import { recordEarlyInput, replayEarlyClick, replayEarlyInput, type EarlyInput } from './earlyInput';
import { isServerRendered, useHydrated } from './hydration';
import { replayIntoHydrated } from './hydrationInput';
import { arrivalOf, loadedRemoteComponent } from './loadRemoteModule';

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
  /**
   * Which instance of the module this is, where a page may show it in more than one place and the server rendered
   * only one (the header's search box; a 404 page has another): the server's HTML is matched by it. Default: the
   * module's own instance key (each card's "Add to cart" by its product, slotInstances.ts).
   */
  instance?: string;
}

/**
 * Mounts one exposed module of a remote. A slot the server rendered is hydrated in place (HydratedSlot): its HTML
 * stays as the server drew it, working as HTML, until the module's code is here. Otherwise the slot shows the
 * `pending` stand-in while it loads (BrowserSlot). Either way a remote that fails keeps what is on screen (or shows
 * `fallback`) with a visible retry, and heals by itself (see useRemoteModule).
 */
export function RemoteSlot<K extends RemoteModuleId>(slot: RemoteSlotProps<K>) {
  // Read once, at mount: the instance key (later props, such as the calculator's boxes, do not change which server
  // HTML this is) and whether the server rendered this instance into the first view.
  const [hydrate] = useState(() => isServerRendered(slot.id, slot.instance ?? slotInstanceKey(slot.id, slot.props)));
  return hydrate ? <HydratedSlot {...slot} /> : <BrowserSlot {...slot} />;
}

/** The server HTML's copy takes no box of its own: the slot lays out as the server drew it. */
const CONTENTS: CSSProperties = { display: 'contents' };

/** The slot's own element, the same in the server's HTML (shell/server/hydratable.ts) and in both kinds of slot. */
function slotFrame<K extends RemoteModuleId>({
  id,
  reserve = SLOT_LAYOUT[id]?.reserve,
  className = SLOT_LAYOUT[id]?.className,
}: RemoteSlotProps<K>) {
  return { className, style: reserve, 'data-slot': slotBoundary(id) };
}

/**
 * A server-rendered slot, hydrated: the slot's element and a Suspense boundary around the module (the server wrote
 * the boundary's markers around its HTML). Until the module's code is here the boundary stays dehydrated, the
 * server's DOM untouched; then React attaches the module to it. A remote that fails keeps the server's HTML (its
 * links and forms work), shows a retry beside it and hydrates whenever a later load succeeds.
 */
function HydratedSlot<K extends RemoteModuleId>(slot: RemoteSlotProps<K>) {
  const { id, props, fallback, load = 'eager' } = slot;
  const frame = slotFrame(slot);
  const slotRef = useRef<HTMLDivElement>(null);
  const { state, retry } = useRemoteModule(id, load, slotRef);
  const [hydrated, setHydrated] = useState(false);
  // The server's HTML as it arrived, in case the shopper moves on before this slot is hydrated (below).
  const serverCopy = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    serverCopy.current ??= slotRef.current?.innerHTML;
  }, []);
  // A boundary still waiting for its code (an idle slot, a remote that is down) must not be reached by the
  // router's next location: React would have to hydrate it first, and, unable to, would hold the whole navigation
  // back until the code came (a transition) or throw its HTML away with an error (an urgent update). So in the render
  // that moves to another page, a slot not hydrated yet becomes a browser-rendered one, showing a copy of the
  // server's HTML until its module is live.
  const location = useContext(UNSAFE_LocationContext)?.location;
  const [firstLocation] = useState(location);
  const [movedOn, setMovedOn] = useState(false);
  if (!hydrated && !movedOn && location !== firstLocation) setMovedOn(true);
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
  if (movedOn) return <BrowserSlot {...slot} serverCopy={serverCopy.current} />;
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

/**
 * A slot the browser renders (after in-app navigation, or one the server did not render): the `pending` stand-in
 * while the module loads, then the module. What the shopper types or clicks in the stand-in meanwhile is kept and
 * replayed on the live module.
 */
function BrowserSlot<K extends RemoteModuleId>(slot: RemoteSlotProps<K> & { serverCopy?: string }) {
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
