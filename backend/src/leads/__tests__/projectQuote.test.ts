import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestBackend, type TestBackend } from '../../testing/testServer';
import { closeDb } from '../../store/db';
import { freshMailDir, mailsTo } from '../../testing/mailbox';
import { eventually, quickWebhookEnv, startReceiver, type Receiver } from './webhookReceiver';
import { runExport } from './exportCli';

// A project quote end to end on the real backend: validated, stored once per key, acknowledged by mail, delivered
// signed to a real receiver as kind `quote`, and read back by the export command.
const dir = mkdtempSync(path.join(tmpdir(), 'tiles-quote-'));
const dbFile = path.join(dir, 'store.sqlite');
let backend: TestBackend;
let receiver: Receiver;
let mailDir: string;

beforeAll(async () => {
  receiver = await startReceiver();
  mailDir = freshMailDir();
  Object.assign(process.env, {
    TILES_DB: dbFile,
    TILES_TRUSTED_PROXIES: '127.0.0.1, ::1',
    TILES_LEAD_RATE_LIMIT: '3/600',
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
const post = (body: unknown, headers: Record<string, string> = {}, as = `10.9.0.${++client}`) =>
  fetch(`${backend.url}/rest/quote`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': as, ...headers },
    body: JSON.stringify(body),
  });
const newKey = () => `quote-test-${++keys}-${Date.now()}`;

const quote = {
  name: 'Meera Builders',
  phone: '9876543210',
  email: 'meera@example.com',
  city: 'Chennai',
  pincode: '600001',
  company: 'Meera Constructions',
  gstin: '29AAGCB7383J1Z4',
  lines: [
    { sku: 'TL-1001', quantity: 1200, unit: 'sqft' },
    { sku: 'tl-1002', quantity: '40', unit: 'boxes' },
  ],
};

it('stores a quote, mails the shopper, delivers it signed as kind quote and lists it in the export with its lines', async () => {
  const key = newKey();
  const res = await post(quote, { 'Idempotency-Key': key, Store: 'ta' });
  expect(res.status).toBe(201);
  expect((await res.json()).msg).toMatch(/Thank you, Meera!.*meera@example.com/);

  const status = await eventually(
    async () => (await fetch(`${backend.url}/rest/leads/${key}`)).json(),
    (s) => s.webhook.state === 'delivered',
  );
  expect(status.kind).toBe('quote');
  const [arrival] = receiver.arrivals.filter((a) => a.key === key);
  expect(arrival.signatureValid).toBe(true);
  expect(arrival.body).toMatchObject({
    key,
    kind: 'quote',
    name: 'Meera Builders',
    phone: '9876543210',
    pincode: '600001',
    storeView: 'ta',
    quote: {
      email: 'meera@example.com',
      city: 'Chennai',
      company: 'Meera Constructions',
      gstin: '29AAGCB7383J1Z4',
      lines: [
        { sku: 'TL-1001', quantity: 1200, unit: 'sqft', name: expect.any(String) },
        { sku: 'TL-1002', quantity: 40, unit: 'boxes', name: expect.any(String) },
      ],
    },
  });

  const [mail] = mailsTo(mailDir, 'meera@example.com');
  expect(mail.text).toContain('வணக்கம் Meera Builders');
  expect(mail.text).toContain('(TL-1001): 1200 ச.அடி');
  expect(mail.text).toContain(key);

  const csv = (await runExport(dbFile, '--format', 'csv')).stdout.split('\r\n');
  expect(csv[0]).toMatch(/,last_error,email,city,company,gstin,lines$/);
  expect(csv.find((l) => l.startsWith(key))).toMatch(
    /,meera@example.com,Chennai,Meera Constructions,29AAGCB7383J1Z4,TL-1001 1200 sqft; TL-1002 40 boxes$/,
  );
  const jsonl = (await runExport(dbFile, '--format', 'jsonl')).stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(jsonl.find((row) => row.key === key)).toMatchObject({ kind: 'quote', lines: [{ sku: 'TL-1001' }, { sku: 'TL-1002' }] });
}, 60_000);

it('replays a retried quote (same key, same quote) without a second row, mail or delivery; another quote under the key is 409', async () => {
  const key = newKey();
  const body = { ...quote, email: 'replay@example.com' };
  expect((await post(body, { 'Idempotency-Key': key })).status).toBe(201);
  // The replay comes from another client over its rate limit: a retry is never locked out.
  const again = await post(body, { 'Idempotency-Key': key }, 'limited-client');
  expect(again.status).toBe(200);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  const other = await post({ ...body, lines: [{ sku: 'TL-1003', quantity: 5, unit: 'boxes' }] }, { 'Idempotency-Key': key });
  expect(other.status).toBe(409);
  expect(mailsTo(mailDir, 'replay@example.com')).toHaveLength(1);
  const status = await (await fetch(`${backend.url}/rest/leads/${key}`)).json();
  expect(status.deliveries).toBe(2);
});

it('refuses each unknown SKU on its own line and every invalid field with the shared messages, storing nothing', async () => {
  const res = await post({
    ...quote,
    email: 'not-an-address',
    gstin: '29AAGCB7383J1Z5',
    lines: [
      { sku: 'TL-1001', quantity: 10, unit: 'boxes' },
      { sku: 'NO-SUCH-TILE', quantity: 10, unit: 'boxes' },
      { sku: 'TL-1002', quantity: 100_001, unit: 'sqft' },
      { sku: 'TL-1003', quantity: 2.5, unit: 'boxes' },
    ],
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({
    message: 'Enter a valid e-mail address',
    fields: { email: 'Enter a valid e-mail address', gstin: 'Enter a valid 15-character GST number' },
    lines: { 1: 'We have no tile with this SKU', 2: 'Enter a whole number from 1 to 100,000', 3: 'Enter a whole number from 1 to 100,000' },
  });
});

it('caps the number of lines: one line too many, or thousands, is one clear refusal', async () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ sku: `TL-${1001 + (i % 300)}`, quantity: 1, unit: 'boxes' }));
  const res = await post({ ...quote, lines: lines(26) });
  expect(res.status).toBe(400);
  expect((await res.json()).fields).toEqual({ lines: 'A quote can hold at most 25 tiles' });
  const huge = await post({ ...quote, lines: lines(3000) });
  expect(huge.status).toBe(413);
  expect((await huge.json()).message).toBe('The request is larger than 40 KB.');
  const none = await post({ ...quote, lines: [] });
  expect((await none.json()).message).toBe('Add at least one tile');
});

it('strips control characters before storing and mailing, so the mail and the CRM never carry them', async () => {
  const key = newKey();
  const res = await post(
    { ...quote, name: 'Ravi\u001b]0;pwned\u0007\nBcc: x@evil.test', email: 'ravi@example.com', city: 'Pune\u202e', gstin: '' },
    { 'Idempotency-Key': key },
  );
  expect(res.status).toBe(201);
  const [mail] = mailsTo(mailDir, 'ravi@example.com');
  expect(mail.text).toMatch(/^Hello Ravi\]0;pwned Bcc: x@evil.test,$/m);
  expect(mail.text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u202e]/);
  const arrival = await eventually(async () => receiver.arrivals.find((a) => a.key === key), Boolean);
  expect(arrival!.body).toMatchObject({ name: 'Ravi]0;pwned Bcc: x@evil.test', quote: { city: 'Pune', gstin: null } });
});

it('limits quotes per client like the other leads', async () => {
  const as = 'busy-client';
  for (let i = 0; i < 3; i++) expect((await post({ ...quote, email: `busy${i}@example.com` }, {}, as)).status).toBe(201);
  const res = await post({ ...quote, email: 'busy9@example.com' }, {}, as);
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  expect((await res.json()).message).toMatch(/^Too many requests from your connection/);
});
