import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import getRawBody from 'raw-body';
import { withTimeout } from '@tiles/shared/src/async/withTimeout';
import type { PageRoute } from '@tiles/shared/src/federation/pageRoutes';
import { pageOwner } from '../pageOwner';
import { REMOTES, beaconsRefused, hydrationErrors, remoteLoadFailures, remoteRenderErrors, vitals } from './metrics';

/** Where shoppers' browsers send their measurements (`navigator.sendBeacon`). */
export const BEACON_PATH = '/_vitals';
/** A beacon is a few hundred bytes; more is not one of ours. */
export const BEACON_MAX_BYTES = 2048;
/** Beacons one client may send per minute (a page sends one or two: when hidden, and at a problem). */
export const BEACONS_PER_MINUTE = 30;

type Vital = { name: keyof typeof vitals; value: number; slot?: string };
type Problem = { kind: 'load' | 'render' | 'hydration'; slot?: string };
export type Beacon = { page: string; vitals?: Vital[]; problems?: Problem[] };
// Plausible ranges: LCP and INP in ms, CLS unitless; a value outside is not a measurement.
const RANGE: Record<Vital['name'], number> = { LCP: 120_000, INP: 60_000, CLS: 50 };
const PROBLEMS = { load: remoteLoadFailures, render: remoteRenderErrors, hydration: hydrationErrors };

// The remote whose slot holds an element (`data-slot` is `<remote>-<module>`); no slot: the shell's. Unknown: refused.
function remoteOf(slot: unknown): string | null {
  if (slot === undefined || slot === null) return 'shell';
  const remote = typeof slot === 'string' && slot.length <= 80 ? slot.split('-')[0] : '';
  return REMOTES.includes(remote) ? remote : null;
}

const isList = (v: unknown, most: number): v is unknown[] => v === undefined || (Array.isArray(v) && v.length <= most);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The beacon's measurements as labels and values, or null when any part is not what the page's script sends. Its page
 * is the module that owns the path in `routes` (the store's pages), `other` for none: a label a request cannot invent.
 */
export function parseBeacon(raw: unknown, routes: readonly PageRoute[] = []) {
  if (!isObject(raw) || typeof raw.page !== 'string' || !raw.page.startsWith('/') || raw.page.length > 1000) return null;
  if (!isList(raw.vitals, 3) || !isList(raw.problems, 10)) return null;
  const page = pageOwner(routes, raw.page.split('?')[0]).id ?? 'other';
  const measured = [];
  for (const v of raw.vitals ?? []) {
    if (!isObject(v) || typeof v.name !== 'string' || !Object.hasOwn(RANGE, v.name)) return null;
    const name = v.name as Vital['name'];
    const remote = remoteOf(v.slot);
    if (!remote || typeof v.value !== 'number' || !(v.value >= 0 && v.value <= RANGE[name])) return null;
    measured.push({ name, remote, value: name === 'CLS' ? v.value : v.value / 1000 });
  }
  const problems = [];
  for (const p of raw.problems ?? []) {
    const remote = isObject(p) && typeof p.kind === 'string' && Object.hasOwn(PROBLEMS, p.kind) ? remoteOf(p.slot) : null;
    if (!remote || !isObject(p)) return null;
    problems.push({ kind: p.kind as Problem['kind'], remote });
  }
  return { page, vitals: measured, problems };
}

// Recent clients' budgets, at most 10,000 of them: a flood from many addresses evicts the oldest, never grows memory.
const clients = new LRUCache<string, { left: number; since: number }>({ max: 10_000 });
function allowed(client: string, now = Date.now()): boolean {
  let budget = clients.get(client);
  if (!budget || now - budget.since >= 60_000) clients.set(client, (budget = { left: BEACONS_PER_MINUTE, since: now }));
  return budget.left-- > 0;
}
// A client is its address; an IPv6 client its /64 (one customer line's block, as the backend counts).
const clientOf = (address = '') =>
  address.includes(':') && !address.startsWith('::ffff:') ? address.split(':').slice(0, 4).join(':') : address;

/** Reads, checks and counts one beacon; the status to answer (204 counted, else why not). `failed`: told each problem's remote. */
export async function takeBeacon(
  req: IncomingMessage,
  peer = req.socket.remoteAddress,
  failed = (_remote: string) => {},
  routes: readonly PageRoute[] = [],
): Promise<number> {
  const refuse = (reason: string, status: number) => (beaconsRefused.inc({ reason }), status);
  if (!allowed(clientOf(peer))) return refuse('rate', 429);
  const limits = { limit: BEACON_MAX_BYTES, length: req.headers['content-length'] };
  const reading = getRawBody(req, limits).catch((err: { type?: string }) => (err.type === 'entity.too.large' ? 413 : 408));
  const body = await withTimeout(reading, 5000, () => (req.pause(), 408));
  if (typeof body === 'number') return refuse(body === 413 ? 'size' : 'slow', body);
  let beacon: ReturnType<typeof parseBeacon> = null;
  try {
    beacon = parseBeacon(JSON.parse(body.toString('utf8')), routes);
  } catch {
    // not JSON: refused below
  }
  if (!beacon) return refuse('malformed', 400);
  for (const v of beacon.vitals) vitals[v.name].observe({ page: beacon.page, remote: v.remote }, v.value);
  for (const p of beacon.problems) {
    PROBLEMS[p.kind].inc(p.kind === 'hydration' ? { remote: p.remote } : { remote: p.remote, side: 'browser' });
    failed(p.remote);
  }
  return 204;
}

/** How many clients' budgets are remembered (bounded). */
export const trackedClients = () => clients.size;
