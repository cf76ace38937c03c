import { Observable, ReplaySubject, Subject, filter, map } from 'rxjs';
import { STATE_EVENTS, type TilesEventMap, type TilesEventName } from './catalogue';

export interface BusRecord<K extends TilesEventName = TilesEventName> {
  name: K;
  payload: TilesEventMap[K];
  at: number;
  seq: number;
}

export interface EventBus {
  publish<K extends TilesEventName>(name: K, payload: TilesEventMap[K]): void;
  on<K extends TilesEventName>(name: K): Observable<TilesEventMap[K]>;
  subscribe<K extends TilesEventName>(name: K, handler: (payload: TilesEventMap[K]) => void): () => void;
  /** Last value of a state-like event, if any. */
  last<K extends TilesEventName>(name: K): TilesEventMap[K] | undefined;
  /** Every event as it happens (for the dev panels). */
  readonly all$: Observable<BusRecord>;
  readonly id: string;
}

export function createBus(): EventBus {
  const live = new Subject<BusRecord>();
  const replays = new Map<TilesEventName, ReplaySubject<BusRecord>>();
  const lastValues = new Map<TilesEventName, unknown>();
  let seq = 0;

  const replayFor = (name: TilesEventName) => {
    let subject = replays.get(name);
    if (!subject) {
      subject = new ReplaySubject<BusRecord>(1);
      replays.set(name, subject);
    }
    return subject;
  };

  const recordsOf = <K extends TilesEventName>(name: K): Observable<BusRecord<K>> =>
    (STATE_EVENTS.has(name) ? replayFor(name) : live.pipe(filter((r) => r.name === name))) as Observable<BusRecord<K>>;

  return {
    id: Math.random().toString(36).slice(2),
    publish(name, payload) {
      const record: BusRecord = { name, payload, at: Date.now(), seq: ++seq };
      if (STATE_EVENTS.has(name)) {
        lastValues.set(name, payload);
        replayFor(name).next(record);
      }
      live.next(record);
    },
    on: (name) => recordsOf(name).pipe(map((r) => r.payload)),
    subscribe(name, handler) {
      const sub = recordsOf(name).subscribe((r) => handler(r.payload));
      return () => sub.unsubscribe();
    },
    last: (name) => lastValues.get(name) as never,
    all$: live.asObservable(),
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
