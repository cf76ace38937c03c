// Load-and-fault bench (issue 17): concurrent shoppers browse, fill carts, place orders and send leads against a real
// backend on loopback for a bounded time, while the backend is killed (SIGKILL, no goodbye) and restarted mid-run.
// Afterwards the store's SQLite file is read directly: every acknowledged order and lead must be there exactly once,
// and every acknowledged lead must have reached the CRM's webhook receiver (started here), signed.
// A report, not a timed assertion: it exits 1 only when an acknowledged order or lead is lost or duplicated.
// Usage: node scripts/bench/load-and-fault.mjs [--seconds 60] [--shoppers 8] [--kill-at 20] [--runs 1]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ports } from '../ports.mjs';
import { createClient, runShopper } from './shopper.mjs';
import { startWebhookReceiver } from './webhookReceiver.mjs';
import { healthy as healthyAt, percentile, startBenchBackend } from './benchBackend.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 60);
const SHOPPERS = arg('shoppers', 8);
const KILL_AT = arg('kill-at', Math.round(SECONDS / 3));
const RUNS = arg('runs', 1);
// Beside the backend's own port, so a running `npm start` is left alone.
const PORT = ports.backend + 70;
const BASE = `http://127.0.0.1:${PORT}`;
const WEBHOOK_SECRET = 'bench-webhook-secret-0123456789';
// After the shoppers stop, how long the leads still queued get to reach the receiver (a lead in flight at the kill
// waits for its lease: the attempt timeout, 10 s, and 2 s more).
const DELIVERY_GRACE_MS = 90_000;

/** Starts the backend on the bench's own store; `fresh` empties it first (only the first start of a run). */
function startBackend(dbFile, fresh, webhookUrl) {
  const env = {
    ...process.env,
    TILES_PORT_BACKEND: String(PORT),
    TILES_DB: dbFile,
    TILES_FRESH_DB: fresh ? '1' : '0',
    // Every shopper comes from 127.0.0.1: the per-client lead limit is tested on its own (backend/src/leads).
    TILES_LEAD_RATE_LIMIT: '1000000/600',
    TILES_LEAD_WEBHOOK_URL: webhookUrl,
    TILES_LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
  return startBenchBackend(env);
}

const healthy = () => healthyAt(BASE);

const stopped = (child) =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));

/** Reads the store after the run: what was acknowledged must be stored once; nothing may be stored twice. */
function verify(dbFile, record) {
  const db = new Database(dbFile, { readonly: true });
  const orderRows = db.prepare('SELECT number, cart_id FROM orders').all();
  const cartOfOrder = new Map(orderRows.map((o) => [o.number, o.cart_id]));
  const maskedToId = db.prepare('SELECT id FROM carts WHERE masked_id = ?');
  const ordersLost = record.orders.filter((o) => cartOfOrder.get(o.number) !== maskedToId.get(o.cartId)?.id).length;
  const ordersDuplicated = db
    .prepare('SELECT COUNT(*) AS n FROM (SELECT cart_id FROM orders GROUP BY cart_id HAVING COUNT(*) > 1)')
    .get().n;
  const leadCount = db.prepare('SELECT COUNT(*) AS n FROM leads WHERE idempotency_key = ? AND phone = ?');
  const leadsLost = record.leads.filter((l) => leadCount.get(l.key, l.phone).n !== 1).length;
  const leadsDuplicated = db.prepare('SELECT COUNT(*) AS n FROM (SELECT phone FROM leads GROUP BY phone HAVING COUNT(*) > 1)').get().n;
  const result = {
    ordersStored: orderRows.length,
    ordersLost,
    ordersDuplicated,
    leadsStored: db.prepare('SELECT COUNT(*) AS n FROM leads').get().n,
    leadsLost,
    leadsDuplicated,
  };
  db.close();
  return result;
}

async function oneRun(runId) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tiles-fault-'));
  const dbFile = path.join(dir, 'store.sqlite');
  const receiver = await startWebhookReceiver(WEBHOOK_SECRET);
  let backend = startBackend(dbFile, true, receiver.url);
  await healthy();
  const stats = { requests: 0, errors: 0, latencies: [] };
  const record = { runId: `${Date.now().toString(36)}${runId}`, orders: [], ordersAttempted: [], leads: [] };
  const started = Date.now();
  const until = started + SECONDS * 1000;
  // Requests still retrying when time is up get a grace period to reach the restarted backend.
  const client = createClient(BASE, stats, () => until + 30_000);
  let leadNumber = 0;
  const shoppers = Array.from({ length: SHOPPERS }, () => runShopper(client, record, until, () => ++leadNumber));
  // The fault: SIGKILL mid-run (no shutdown code runs), then an immediate restart on the same store.
  await new Promise((r) => setTimeout(r, KILL_AT * 1000));
  const killedAt = Date.now();
  backend.kill('SIGKILL');
  await stopped(backend);
  backend = startBackend(dbFile, false, receiver.url);
  await healthy();
  const downMs = Date.now() - killedAt;
  await Promise.all(shoppers);
  const seconds = (Date.now() - started) / 1000;
  const keys = record.leads.map((l) => l.key);
  const deliveryWaitMs = await receiver.waitFor(keys, DELIVERY_GRACE_MS);
  backend.kill('SIGTERM');
  await stopped(backend);
  await receiver.close();
  const stored = verify(dbFile, record);
  rmSync(dir, { recursive: true, force: true });
  const webhook = {
    leadsDelivered: keys.filter((k) => receiver.arrivals.has(k)).length,
    leadsUndelivered: keys.filter((k) => !receiver.arrivals.has(k)).length,
    // At least once: a lead in flight when the backend was killed is sent again (the receiver dedupes by key).
    leadsDeliveredTwice: [...receiver.arrivals.values()].filter((n) => n > 1).length,
    badSignatures: receiver.badSignatures(),
    deliveryWaitMs,
  };
  return {
    seconds,
    requests: stats.requests,
    errors: stats.errors,
    p50: percentile(stats.latencies, 50),
    p95: percentile(stats.latencies, 95),
    downMs,
    ordersAcknowledged: record.orders.length,
    leadsAcknowledged: record.leads.length,
    ...stored,
    ...webhook,
  };
}

const runs = [];
for (let i = 1; i <= RUNS; i++) {
  console.log(`load-and-fault: run ${i}/${RUNS}, ${SHOPPERS} shoppers for ${SECONDS} s, backend killed at ${KILL_AT} s`);
  runs.push(await oneRun(i));
}

const ms = (v) => `${v.toFixed(1)} ms`;
console.log(
  '\n| run | requests answered | failed attempts (network, 5xx; retried) | p50 | p95 | backend down | orders acknowledged / stored | orders lost / duplicated | leads acknowledged / stored | leads lost / duplicated |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
runs.forEach((r, i) =>
  console.log(
    `| ${i + 1} | ${r.requests} | ${r.errors} | ${ms(r.p50)} | ${ms(r.p95)} | ${(r.downMs / 1000).toFixed(1)} s | ${r.ordersAcknowledged} / ${r.ordersStored} | ${r.ordersLost} / ${r.ordersDuplicated} | ${r.leadsAcknowledged} / ${r.leadsStored} | ${r.leadsLost} / ${r.leadsDuplicated} |`,
  ),
);
console.log(
  '\n| run | leads acknowledged | delivered to the webhook receiver | lost | delivered twice (at least once) | bad signatures | wait after the load |',
);
console.log('|---|---|---|---|---|---|---|');
runs.forEach((r, i) =>
  console.log(
    `| ${i + 1} | ${r.leadsAcknowledged} | ${r.leadsDelivered} | ${r.leadsUndelivered} | ${r.leadsDeliveredTwice} | ${r.badSignatures} | ${(r.deliveryWaitMs / 1000).toFixed(1)} s |`,
  ),
);
const broken = runs.some((r) => r.ordersLost || r.ordersDuplicated || r.leadsLost || r.leadsDuplicated);
const undelivered = runs.some((r) => r.leadsUndelivered || r.badSignatures);
console.log(
  broken
    ? '\nFAILED: an acknowledged order or lead was lost or stored twice'
    : '\nEvery acknowledged order and lead is stored exactly once.',
);
console.log(
  undelivered
    ? '\nFAILED: an acknowledged lead did not reach the webhook receiver (or arrived with a bad signature)'
    : `Leads delivered to the webhook receiver = leads acknowledged (${runs.map((r) => `${r.leadsDelivered} = ${r.leadsAcknowledged}`).join(', ')}), 0 lost.`,
);
process.exit(broken || undelivered ? 1 : 0);
