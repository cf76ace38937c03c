import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LeadStatusReply } from '../../../../shared/src/contracts/leads';
import { startBackendProcess, type BackendProcess } from './backendProcess';
import { eventually, startReceiver, TEST_SECRET, type Receiver } from './webhookReceiver';

// The outbox is durable: leads accepted while the CRM answers 503 or is down reach it once it is back, across a backend
// restart and a crash mid-attempt. The backend runs as its own process on a store file, as `npm start` runs it.
let dir: string;
const started: (BackendProcess | Receiver)[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tiles-outage-'));
});
afterEach(async () => {
  for (const s of started.splice(0)) await ('stop' in s ? s.stop('SIGKILL') : s.close());
  rmSync(dir, { recursive: true, force: true });
});

async function backendFor(receiver: Receiver, timeoutMs: number): Promise<BackendProcess> {
  const backend = await startBackendProcess({
    TILES_DB: path.join(dir, 'store.sqlite'),
    TILES_LEAD_WEBHOOK_URL: receiver.url,
    TILES_LEAD_WEBHOOK_SECRET: TEST_SECRET,
    TILES_LEAD_WEBHOOK_TIMEOUT_MS: String(timeoutMs),
    TILES_LEAD_WEBHOOK_RETRY_BASE_MS: '20',
    TILES_LEAD_WEBHOOK_RETRY_MAX_MS: '300',
  });
  started.push(backend);
  return backend;
}
const track = <T extends Receiver>(r: T) => (started.push(r), r);

let n = 0;
async function sendLead(backend: BackendProcess): Promise<string> {
  const key = `outage-${Date.now()}-${++n}`;
  const res = await fetch(`${backend.url}/rest/callback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({ name: `Lead ${n}`, phone: `98765${String(n).padStart(5, '0')}`, pincode: '411001' }),
  });
  expect(res.status).toBe(201);
  return key;
}
const status = async (backend: BackendProcess, key: string): Promise<LeadStatusReply> =>
  (await fetch(`${backend.url}/rest/leads/${key}`)).json();
const attemptsOf = async (backend: BackendProcess, keys: string[]) =>
  Promise.all(keys.map(async (k) => (await status(backend, k)).webhook.attempts));

it('delivers every accepted lead after the receiver answered 503, went down, and came back after a backend restart', async () => {
  const busy = track(await startReceiver(0, 503));
  let backend = await backendFor(busy, 1000);
  const keys = [await sendLead(backend), await sendLead(backend), await sendLead(backend)];
  await busy.until((all) => keys.every((k) => all.some((a) => a.key === k)));
  await busy.close();
  keys.push(await sendLead(backend), await sendLead(backend));
  // Down: each lead is tried (connection refused) and stays pending.
  await eventually(
    () => attemptsOf(backend, keys),
    (counts) => counts.every((c) => c >= 2),
  );
  await backend.stop('SIGTERM');
  backend = await backendFor(busy, 1000);
  const before = await attemptsOf(backend, keys);
  expect((await Promise.all(keys.map((k) => status(backend, k)))).map((s) => s.webhook.state)).toEqual(keys.map(() => 'pending'));
  // The restarted backend takes the queue up again while the receiver is still down.
  await eventually(
    () => attemptsOf(backend, keys),
    (counts) => counts.some((c, i) => c > before[i]),
  );
  const back = track(await startReceiver(busy.port, 200));
  await back.until((all) => keys.every((k) => all.some((a) => a.key === k)));
  expect(back.arrivals.every((a) => a.signatureValid)).toBe(true);
  const states = await eventually(
    () => Promise.all(keys.map(async (k) => (await status(backend, k)).webhook.state)),
    (s) => s.every((state) => state === 'delivered'),
  );
  expect(states).toHaveLength(5);
}, 180_000);

it('sends a lead again when the backend died while the receiver was still answering it', async () => {
  const receiver = track(await startReceiver());
  let backend = await backendFor(receiver, 1500);
  const key = `crash-${Date.now()}`;
  receiver.answer(key, () => {}); // the first attempt hangs: it is in flight when the backend is killed
  const res = await fetch(`${backend.url}/rest/get_in_touch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({ name: 'Asha Rao', phone: '9876543210', pincode: '560001' }),
  });
  expect(res.status).toBe(201);
  await receiver.until((all) => all.some((a) => a.key === key));
  await backend.stop('SIGKILL');
  backend = await backendFor(receiver, 1500);
  await receiver.until((all) => all.filter((a) => a.key === key).length >= 2);
  const delivered = await eventually(
    () => status(backend, key),
    (s) => s.webhook.state === 'delivered',
  );
  expect(delivered.webhook.attempts).toBe(2);
}, 180_000);
