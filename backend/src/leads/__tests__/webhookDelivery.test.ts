import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { LeadStatusReply } from '../../../../shared/src/contracts/leads';
import { startTestBackend, type TestBackend } from '../../testing/testServer';
import { closeDb } from '../../store/db';
import { eventually, quickWebhookEnv, startReceiver, type Receiver } from './webhookReceiver';
import { runExport as runExportOf } from './exportCli';

// Leads go on to a real HTTP receiver on loopback, signed; the backend is the real one, on a store file the export reads.
const dir = mkdtempSync(path.join(tmpdir(), 'tiles-webhook-'));
const dbFile = path.join(dir, 'store.sqlite');
let backend: TestBackend;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  Object.assign(process.env, {
    TILES_DB: dbFile,
    TILES_TRUSTED_PROXIES: '127.0.0.1, ::1',
    ...quickWebhookEnv(receiver),
  });
  backend = await startTestBackend();
}, 60_000);
afterAll(async () => {
  await backend.close();
  await receiver.close();
  closeDb();
  rmSync(dir, { recursive: true, force: true });
});

let client = 0;
let keys = 0;
/** Sends a lead (each from its own client, clear of the rate limit), under a fresh key unless given; returns the key. */
async function sendLead(
  kind: 'get_in_touch' | 'callback',
  lead: Record<string, string>,
  headers: Record<string, string> = {},
  key = `webhook-test-${++keys}-${Date.now()}`,
) {
  const res = await fetch(`${backend.url}/rest/${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': `10.3.0.${++client}`, ...headers },
    body: JSON.stringify(lead),
  });
  expect(res.status).toBe(201);
  return key;
}
const asha = { name: 'Asha Rao', phone: '9876543210', pincode: '560001' };

const status = async (key: string): Promise<LeadStatusReply> => (await fetch(`${backend.url}/rest/leads/${key}`)).json();
const settled = (key: string) =>
  eventually(
    () => status(key),
    (s) => s.webhook.state !== 'pending',
  );
const arrivalsOf = (key: string) => receiver.arrivals.filter((a) => a.key === key);

/** Runs the export command as the sales team would, on this test's store. */
const runExport = (...args: string[]) => runExportOf(dbFile, ...args);

it('delivers each lead signed, with everything the sales team needs, and says so at GET /rest/leads/:key', async () => {
  const key = await sendLead(
    'callback',
    { ...asha, source: 'product-page', productName: 'Statuario Marble', sku: 'TL-1001' },
    { Store: 'hi' },
  );
  expect((await settled(key)).webhook).toEqual({ state: 'delivered', attempts: 1, deliveredAt: expect.any(String) });
  const [arrival] = arrivalsOf(key);
  expect(arrival.signatureValid).toBe(true);
  expect(arrival.headers['content-type']).toBe('application/json');
  expect(arrival.body).toEqual({
    key,
    kind: 'callback',
    name: 'Asha Rao',
    phone: '9876543210',
    pincode: '560001',
    storeView: 'hi',
    receivedAt: (await status(key)).receivedAt,
    source: 'product-page',
    productName: 'Statuario Marble',
    sku: 'TL-1001',
    showroomId: null,
  });
  const other = await sendLead('get_in_touch', asha);
  await settled(other);
  expect(arrivalsOf(other)[0].body).toMatchObject({ kind: 'get_in_touch', storeView: 'default' });
});

it('retries a 503, a receiver that never answers and a 429 (waiting as long as its Retry-After asks), then delivers', async () => {
  const hang = () => {}; // never answers: the attempt's timeout ends it
  const key = `webhook-retry-${Date.now()}`;
  receiver.answer(key, 503, hang, { status: 429, headers: { 'Retry-After': '1' } });
  await sendLead('callback', asha, {}, key);
  expect((await settled(key)).webhook).toMatchObject({ state: 'delivered', attempts: 4 });
  const times = arrivalsOf(key).map((a) => a.at);
  expect(times).toHaveLength(4);
  expect(times[3] - times[2]).toBeGreaterThanOrEqual(950);
  expect(arrivalsOf(key).every((a) => a.signatureValid && a.headers['idempotency-key'] === key)).toBe(true);
});

it('parks a lead the receiver refuses with a 400, keeps the reason for the export, and shows none of it to the shopper', async () => {
  const key = `webhook-parked-${Date.now()}`;
  receiver.answer(key, { status: 400, body: 'phone number rejected by the CRM' });
  await sendLead('get_in_touch', asha, {}, key);
  const parked = await settled(key);
  expect(parked.webhook).toEqual({ state: 'parked', attempts: 1, deliveredAt: null });
  expect(JSON.stringify(parked)).not.toMatch(/rejected/);
  const { stdout } = await runExport('--format', 'jsonl');
  const row = stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
    .find((r) => r.key === key);
  expect(row).toMatchObject({
    deliveryState: 'parked',
    attempts: 1,
    lastStatus: 400,
    lastError: 'HTTP 400 Bad Request: phone number rejected by the CRM',
  });
}, 30_000);

it('does not follow a redirect to another origin: the lead waits for the configured receiver', async () => {
  const elsewhere = await startReceiver();
  try {
    const key = `webhook-redirect-${Date.now()}`;
    receiver.answer(key, { status: 307, headers: { Location: elsewhere.url } });
    await sendLead('callback', asha, {}, key);
    expect((await settled(key)).webhook).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(arrivalsOf(key)).toHaveLength(2);
    expect(elsewhere.arrivals).toHaveLength(0);
  } finally {
    await elsewhere.close();
  }
});

it('takes a 2xx without reading an endless answer body', async () => {
  const key = `webhook-endless-${Date.now()}`;
  let sent = 0;
  let openMs = 0;
  const endless = (res: ServerResponse) => {
    const opened = Date.now();
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const pump = () => {
      while (!res.destroyed) {
        sent += chunk.length;
        if (!res.write(chunk)) return;
      }
    };
    res.on('drain', pump);
    res.on('close', () => (openMs = Date.now() - opened));
    pump();
  };
  receiver.answer(key, endless);
  await sendLead('callback', asha, {}, key);
  expect((await settled(key)).webhook).toMatchObject({ state: 'delivered', attempts: 1 });
  // The backend hung up at once: it did not read on until its 2 s timeout, nor take more than socket buffers hold.
  await eventually(
    async () => openMs,
    (ms) => ms > 0,
  );
  expect(openMs).toBeLessThan(1000);
  expect(sent).toBeLessThan(32 * 1024 * 1024);
});

it('exports CSV per RFC 4180 with formula cells neutralised, from a given date', async () => {
  const key = await sendLead('callback', {
    name: '=HYPERLINK("http://evil.example","Call me")',
    phone: '9123456789',
    pincode: '',
    source: '@SUM(1,2)',
  });
  await settled(key);
  const today = new Date().toISOString().slice(0, 10);
  const { stdout } = await runExport('--since', today, '--format', 'csv');
  const lines = stdout.split('\r\n');
  expect(lines[0]).toBe(
    'key,kind,received_at,name,phone,pincode,store_view,source,product_name,sku,showroom_id,delivery_state,attempts,delivered_at,last_status,last_error,email,city,company,gstin,lines',
  );
  const line = lines.find((l) => l.startsWith(`${key},`));
  expect(line).toContain(`,"'=HYPERLINK(""http://evil.example"",""Call me"")",9123456789,,default,"'@SUM(1,2)",,,,delivered,1,`);
  const { stdout: future } = await runExport('--since', '2999-01-01');
  expect(future.split('\r\n').filter(Boolean)).toHaveLength(1);
}, 30_000);

it.each([
  [['--format', 'xml'], '--format must be csv or jsonl'],
  [['--since', 'last week'], '--since must be a date'],
  [['--until', '2026-01-01'], "Unknown option '--until'"],
])(
  'refuses the export arguments %j with one line of usage',
  async (args, reason) => {
    const run = runExport(...args);
    await expect(run).rejects.toMatchObject({ code: 64, stdout: '' });
    const { stderr } = await run.catch((e: { stderr: string }) => e);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(reason);
    expect(stderr).toContain('usage: npm run --silent leads:export');
  },
  30_000,
);
