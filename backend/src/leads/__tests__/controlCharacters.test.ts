import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { LeadStatusReply } from '../../../../shared/src/contracts/leads';
import { startTestBackend, type TestBackend } from '../../testing/testServer';
import { closeDb, getDb } from '../../store/db';
import { newestMailTo, useTempMailDir } from '../../mail/__tests__/mailbox';
import { eventually, quickWebhookEnv, startReceiver, type Receiver } from './webhookReceiver';
import { runExport as runExportOf } from './exportCli';

// Terminal escapes (ESC]0;…BEL sets a window title, ESC[2J clears the screen), NUL, C1 controls and bidi overrides
// (U+202E shows "Rao‮7654" backwards) from a lead, a contact message or a webhook receiver: stripped where they come
// in, written as visible text where they go out (the export, mail, the stored delivery error).
const dir = mkdtempSync(path.join(tmpdir(), 'tiles-controls-'));
const dbFile = path.join(dir, 'store.sqlite');
const mailDir = useTempMailDir();
let backend: TestBackend;
let receiver: Receiver;
const HOSTILE = 'Asha\u001b]0;pwned\u0007 \u001b[2JRao\u202e7654\u2066\u0085\u009b31m\u0000';
const RAW = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

beforeAll(async () => {
  receiver = await startReceiver();
  Object.assign(process.env, {
    TILES_DB: dbFile,
    TILES_STORE_EMAIL: 'help@tiles.example',
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
async function sendLead(lead: Record<string, string>, key = `controls-${++client}-${Date.now()}`) {
  const res = await fetch(`${backend.url}/rest/callback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': `10.41.9.${client}` },
    body: JSON.stringify(lead),
  });
  expect(res.status).toBe(201);
  return key;
}
const settled = (key: string) =>
  eventually(
    async () => (await fetch(`${backend.url}/rest/leads/${key}`)).json() as Promise<LeadStatusReply>,
    (s) => s.webhook.state !== 'pending',
  );
const runExport = (...args: string[]) => runExportOf(dbFile, ...args);
const jsonRows = async () =>
  (await runExport('--format', 'jsonl')).stdout
    .trim()
    .split('\n')
    .map((line) => ({ line, row: JSON.parse(line) as Record<string, unknown> }));

it('strips controls from a lead as it arrives: the CRM and the store get the name without them', async () => {
  const key = await sendLead({ name: HOSTILE, phone: '9876543210', pincode: '', source: 'header\u001b[31m' });
  await settled(key);
  const stored = getDb().prepare('SELECT name, source FROM leads WHERE idempotency_key = ?').get(key);
  expect(stored).toEqual({ name: 'Asha]0;pwned [2JRao765431m', source: 'header[31m' });
  expect(receiver.arrivals.find((a) => a.key === key)?.body.name).toBe('Asha]0;pwned [2JRao765431m');
});

it('writes controls of a lead stored earlier as visible text in the CSV and as \\u escapes in JSONL', async () => {
  const key = `controls-stored-${Date.now()}`;
  getDb()
    .prepare(
      `INSERT INTO leads (idempotency_key, kind, name, phone, reply_msg, created_at) VALUES (?, 'callback', ?, '9876543210', 'Thanks', ?)`,
    )
    .run(key, HOSTILE, new Date().toISOString());
  const { stdout } = await runExport('--format', 'csv');
  expect(stdout).not.toMatch(RAW);
  const line = stdout.split('\r\n').find((l) => l.startsWith(`${key},`));
  expect(line).toContain(',Asha\\u{1B}]0;pwned\\u{7} \\u{1B}[2JRao\\u{202E}7654\\u{2066}\\u{85}\\u{9B}31m\\u{0},');
  const json = (await jsonRows()).find(({ row }) => row.key === key)!;
  expect(json.line).not.toMatch(RAW);
  expect(json.row.name).toBe(HOSTILE);
}, 30_000);

it.each(['＝HYPERLINK("http://evil.example")', '＋1', '－1', '＠SUM(1)'])(
  'neutralises the fullwidth formula start of %s in the CSV',
  async (name) => {
    const key = await sendLead({ name, phone: '9876543210', pincode: '' });
    await settled(key);
    const line = (await runExport('--format', 'csv')).stdout.split('\r\n').find((l) => l.startsWith(`${key},`));
    expect(line?.split(',')[3]).toMatch(/^"?'[＝＋－＠]/u);
  },
  30_000,
);

it('stores a receiver’s status line with escapes as visible text, for the export and the log', async () => {
  const key = `controls-receiver-${Date.now()}`;
  receiver.answer(key, (res: ServerResponse) =>
    res.socket!.end(
      'HTTP/1.1 400 Bad\u001b]0;pwned\u0007 Request\u001b[2J\r\nContent-Length: 13\r\nConnection: close\r\n\r\nno\u001b[2Jthanks',
    ),
  );
  const logged: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void logged.push(line));
  await sendLead({ name: 'Asha Rao', phone: '9876543210', pincode: '' }, key);
  expect((await settled(key)).webhook.state).toBe('parked');
  log.mockRestore();
  const line = logged.find((l) => l.includes(key));
  expect(line).toContain('HTTP 400 Bad\\u{1B}]0;pwned');
  expect(line).not.toMatch(RAW);
  const stored = getDb().prepare('SELECT last_error FROM lead_deliveries WHERE lead_key = ?').get(key) as { last_error: string };
  expect(stored.last_error).not.toMatch(RAW);
  expect(stored.last_error).toBe('HTTP 400 Bad\\u{1B}]0;pwned\\u{7} Request\\u{1B}[2J: no\\u{1B}[2Jthanks');
}, 30_000);

it('keeps NUL, ESC and U+202E out of the contact mail, and the message’s own lines', async () => {
  const answer = await backend.graphql('mutation ($i: ContactUsInput!) { contactUs(input: $i) { status } }', {
    i: { email: 'asha@example.in', name: 'Asha Rao', telephone: '9876543210', comment: 'Line one\u0000\u001b[2J\r\nLine \u202etwo\tend' },
  });
  expect(answer.data).toEqual({ contactUs: { status: true } });
  const text = newestMailTo(mailDir, 'help@tiles.example')!.text;
  expect(text).not.toMatch(RAW);
  expect(text).toContain('Comment:\r\n> Line one[2J\r\n> Line two\tend\r\n');
});
