import { STATE_EVENTS, type TilesEventMap, type TilesEventName } from './catalogue';

export interface BusRecord<K extends TilesEventName = TilesEventName> {
  name: K;
  payload: TilesEventMap[K];
  at: number;
  seq: number;
}

/** What `all$` hands out: subscribe, then unsubscribe (the shape RxJS's observables have, for the dev panel and tests). */
export interface BusStream<T> {
  subscribe(listener: (value: T) => void): { unsubscribe(): void };
}

export interface EventBus {
  publish<K extends TilesEventName>(name: K, payload: TilesEventMap[K]): void;
  subscribe<K extends TilesEventName>(name: K, handler: (payload: TilesEventMap[K]) => void): () => void;
  /** Last value of a state-like event, if any. */
  last<K extends TilesEventName>(name: K): TilesEventMap[K] | undefined;
  /** Every event as it happens (for the dev panels). */
  readonly all$: BusStream<BusRecord>;
  readonly id: string;
}

type Listener = (record: BusRecord) => void;

/**
 * Calls each listener subscribed when the event was published (one that unsubscribes meanwhile is skipped). A
 * listener that throws cannot fail the publisher or the listeners after it: its error is thrown on its own task,
 * where the page's error reporting sees it (as RxJS's subjects, which the bus was built on, did).
 */
function deliver(listeners: Set<Listener>, record: BusRecord) {
  for (const listener of [...listeners]) {
    if (!listeners.has(listener)) continue;
    try {
      listener(record);
    } catch (error) {
      setTimeout(() => {
        throw error;
      });
    }
  }
}

/**
 * The page's events: a listener hears what is published after it subscribed; a state-like event (STATE_EVENTS) also
 * hands its last record to a listener that subscribes late. Plain listener sets: the bus is on every page's first
 * view, and RxJS (its first implementation) cost that view ~6 KB gzip for two subjects and a filter.
 */
export function createBus(): EventBus {
  const everyEvent = new Set<Listener>();
  const byName = new Map<TilesEventName, Set<Listener>>();
  const lastRecords = new Map<TilesEventName, BusRecord>();
  let seq = 0;

  const listenersOf = (name: TilesEventName) => {
    if (!byName.has(name)) byName.set(name, new Set());
    return byName.get(name)!;
  };

  return {
    id: Math.random().toString(36).slice(2),
    publish(name, payload) {
      const record: BusRecord = { name, payload, at: Date.now(), seq: ++seq };
      if (STATE_EVENTS.has(name)) lastRecords.set(name, record);
      deliver(listenersOf(name), record);
      deliver(everyEvent, record);
    },
    subscribe(name, handler) {
      const listeners = listenersOf(name);
      const listener: Listener = (r) => handler(r.payload as TilesEventMap[typeof name]);
      listeners.add(listener);
      const last = lastRecords.get(name);
      if (last) deliver(new Set([listener]), last);
      return () => void listeners.delete(listener);
    },
    last: (name) => lastRecords.get(name)?.payload as never,
    all$: {
      subscribe(listener) {
        const wrapped: Listener = (r) => listener(r);
        everyEvent.add(wrapped);
        return { unsubscribe: () => void everyEvent.delete(wrapped) };
      },
    },
  };
}

const GLOBAL_KEY = Symbol.for('tiles.event-bus');
type BusHost = typeof globalThis & { [GLOBAL_KEY]?: EventBus };

/**
 * The page's one bus. The shared package is a federation singleton, and the bus is also pinned
 * on globalThis so a remote that was (mis)built with its own copy still joins the same bus.
 */
export function getBus(): EventBus {
  const host = globalThis as BusHost;
  if (!host[GLOBAL_KEY]) host[GLOBAL_KEY] = createBus();
  return host[GLOBAL_KEY];
}
