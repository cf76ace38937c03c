/** @jest-environment node */
import { LOCAL_KEYS } from '@tiles/shared';
// The working agreement: logic is tested against the real backend over HTTP (test-only import).
import { startTestBackend, type TestBackend } from '../../../../../backend/src/testing/testServer';
import { flushOutbox, readOutbox } from '../outbox';
import { leadEntry, sendLead } from '../sendLead';

// Issue 17 item 8: an outbox entry whose key is not Latin-1 made fetch throw before sending; the flush read that as
// "backend unreachable" and stopped there, so every lead queued behind it waited forever.
class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, String(v));
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  clear() {
    this.data.clear();
  }
}
Object.assign(globalThis, { localStorage: new MemoryStorage() });

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);
afterAll(() => backend.close());
beforeEach(() => localStorage.clear());

const lead = { name: 'Asha Rao', phone: '9876543210', pincode: '560001' };
const send = (e: Parameters<typeof sendLead>[0]) => sendLead(e, `${backend.url}/rest`);
const arrived = async (key: string) => (await fetch(`${backend.url}/rest/leads/${key}`)).status === 200;

it('skips corrupt entries (a key in another script, a key with spaces, wrong field types) and delivers the lead behind them', async () => {
  const good = leadEntry('get_in_touch', lead);
  const corrupt = [
    { ...leadEntry('get_in_touch', lead), key: 'ключ-लीड-0001' },
    { ...leadEntry('get_in_touch', lead), key: 'has spaces 0001' },
    { ...leadEntry('callback', lead), payload: { ...lead, phone: 9876543210 } },
    { ...leadEntry('callback', lead), payload: { ...lead, source: { nested: true } } },
    { ...leadEntry('get_in_touch', lead), kind: 'newsletter' },
    null,
    'text',
    7,
  ];
  localStorage.setItem(LOCAL_KEYS.leadOutbox, JSON.stringify([...corrupt, good]));
  const report = await flushOutbox(send);
  expect(report.sent.map((s) => s.entry.key)).toEqual([good.key]);
  expect(report.remaining).toBe(0);
  expect(await arrived(good.key)).toBe(true);
  // The corrupt entries are gone from storage, not retried on every page.
  expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.leadOutbox)!)).toEqual([]);
});

it.each(['{"key":', '"just text"', '{"0":{}}', 'null'])('reads a corrupt list %j as empty, and queues and sends after it', async (raw) => {
  localStorage.setItem(LOCAL_KEYS.leadOutbox, raw);
  expect(readOutbox()).toEqual([]);
  const entry = leadEntry('callback', lead);
  localStorage.setItem(LOCAL_KEYS.leadOutbox, JSON.stringify([entry]));
  expect((await flushOutbox(send)).sent).toHaveLength(1);
  expect(await arrived(entry.key)).toBe(true);
});
