import Ajv, { type ValidateFunction } from 'ajv';
import type { RemoteModuleId } from '../contracts/remotes';
import eventsSchema from '../contracts/schemas/events.schema.json';
import propsSchema from '../contracts/schemas/props.schema.json';
import type { EventBus } from '../events/bus';
import type { TilesEventMap, TilesEventName } from '../events/catalogue';

/**
 * Test-only: the contracts between teams, checked as JSON Schema (generated from the TypeScript types by
 * scripts/contract-schemas.mjs). TypeScript holds a remote to the types it was built with; these hold a payload or
 * props as they really are at run time, where an `as`, an `any` or a remote built against an older shared package
 * gets past the compiler. Test files only import it (ajv stays out of every bundle).
 */
const ajv = new Ajv({ allErrors: true, strict: true });
ajv.addSchema(eventsSchema, 'events');
ajv.addSchema(propsSchema, 'props');

const compiled = new Map<string, ValidateFunction>();
/** The validator of one property of a contract map (JSON pointer: `/` in a module id is written `~1`). */
function validatorOf(contract: 'events' | 'props', key: string): ValidateFunction | null {
  const schema = contract === 'events' ? eventsSchema : propsSchema;
  if (!Object.hasOwn(schema.properties, key)) return null;
  const ref = `${contract}#/properties/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  return validate;
}

function errorsOf(contract: 'events' | 'props', key: string, value: unknown): string[] {
  const validate = validatorOf(contract, key);
  if (!validate) return [`${key}: not in the ${contract} contract`];
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => {
    const extra = e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : '';
    return `${key}${e.instancePath || ''}: ${e.message ?? e.keyword}${extra}`;
  });
}

/** What the events contract says against one payload: none when it keeps the contract. */
export const eventContractErrors = (name: string, payload: unknown): string[] => errorsOf('events', name, payload);

/** What the props contract of an exposed module says against the props it is given: none when they keep it. */
export const propsContractErrors = (id: RemoteModuleId, props: unknown): string[] => errorsOf('props', id, props);

/**
 * Checks every event published on `bus` from now on against the contract; `take()` answers the violations seen so
 * far and forgets them. A subscriber of the bus cannot fail the publisher (RxJS would only report it later), so a
 * test asks after the fact; the payloads are only kept while the test runs and checked when asked, so the check
 * costs a test's timing nothing.
 */
export function watchBusContract(bus: EventBus): { take: () => string[]; stop: () => void } {
  let seen: { name: string; payload: unknown }[] = [];
  // The payload's fields as published (payloads are flat): a later change to the same object is not what consumers got.
  const sub = bus.all$.subscribe(({ name, payload }) =>
    seen.push({ name, payload: typeof payload === 'object' && payload !== null ? { ...payload } : payload }),
  );
  return {
    take: () => {
      const records = seen;
      seen = [];
      return records.flatMap((r) => eventContractErrors(r.name, r.payload));
    },
    stop: () => sub.unsubscribe(),
  };
}

/**
 * For every web test file (jest.setup.ts): the page's bus, whichever a test pins, is watched, and a test after
 * which an event broke its contract fails, naming it. So every test that drives a producer (a cart add, a sign-in,
 * a submitted search) also checks what it published, and a consumer's test cannot feed its code a payload no
 * producer may send.
 */
export function failTestsOnBrokenEventContracts(): void {
  const key = Symbol.for('tiles.event-bus');
  const host = globalThis as Record<symbol, EventBus | undefined>;
  let bus = host[key];
  let watch = bus ? watchBusContract(bus) : null;
  // What a replaced bus saw is kept until the test ends.
  let earlier: string[] = [];
  Object.defineProperty(host, key, {
    configurable: true,
    get: () => bus,
    set: (next: EventBus | undefined) => {
      earlier.push(...(watch?.take() ?? []));
      watch?.stop();
      bus = next;
      watch = next ? watchBusContract(next) : null;
    },
  });
  afterEach(() => {
    const broken = [...earlier, ...(watch?.take() ?? [])];
    earlier = [];
    if (broken.length) throw new Error(`An event published during this test breaks the events contract:\n${broken.join('\n')}`);
  });
}

/** A remote's `src/contracts/consumes.json`: the events it handles, each with the payloads its tests hand it. */
export interface ConsumedEvents {
  comment?: string;
  events: Record<string, unknown[]>;
}

/**
 * The payloads a consumer's test hands its handler for `name`, from its consumes.json: the same payloads every
 * remote's `npm test` checks against the contract (shared/src/contracts/__tests__/consumedEvents.test.ts), so a
 * producer that stops allowing one of them fails its own tests. Throws when the file lists none, or one the
 * contract already refuses.
 */
export function consumedPayloads<K extends TilesEventName>(consumes: ConsumedEvents, name: K): TilesEventMap[K][] {
  const payloads = consumes.events[name] ?? [];
  if (!payloads.length) throw new Error(`consumes.json lists no payload of ${name}`);
  const broken = payloads.flatMap((p) => eventContractErrors(name, p));
  if (broken.length) throw new Error(`consumes.json: ${broken.join('; ')}`);
  return payloads as TilesEventMap[K][];
}
