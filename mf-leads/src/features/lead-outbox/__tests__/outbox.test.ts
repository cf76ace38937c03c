/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_KEYS } from '@tiles/shared';
import { enqueue, flushOutbox, readOutbox } from '../outbox';
import { leadEntry, sendLead } from '../sendLead';

/** localStorage for the node environment (the outbox's only storage). */
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

/**
 * A small HTTP backend with a switchable fault, storing leads by Idempotency-Key like the real one
 * (the real backend's own behaviour is covered by backend/src/leads/__tests__ and the e2e suite).
 */
let mode: 'down' | 'up' | 'refuse' | 'limited' = 'up';
const stored = new Map<string, unknown>();
let requests = 0;
let server: Server;
let rest = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (mode === 'down') return reply(503, { message: 'unavailable' });
      if (mode === 'refuse') return reply(400, { message: 'Invalid Pincode' });
      if (mode === 'limited') return reply(429, { message: 'Too many requests' });
      const key = String(req.headers['idempotency-key']);
      if (!stored.has(key)) stored.set(key, JSON.parse(body));
      reply(stored.size ? 201 : 200, { msg: 'Thank you!' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  rest = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  localStorage.clear();
  stored.clear();
  requests = 0;
  mode = 'up';
});

const lead = { name: 'Asha', phone: '9876543210', pincode: '560001' };
const send = (e: Parameters<typeof sendLead>[0]) => sendLead(e, rest);

describe('sendLead', () => {
  it('classifies sent, rejected (with the message) and unreachable (5xx, no server)', async () => {
    expect(await send(leadEntry('get_in_touch', lead))).toEqual({ status: 'sent', msg: 'Thank you!' });
    mode = 'refuse';
    expect(await send(leadEntry('get_in_touch', lead))).toEqual({ status: 'rejected', httpStatus: 400, message: 'Invalid Pincode' });
    mode = 'down';
    expect(await send(leadEntry('get_in_touch', lead))).toEqual({ status: 'unreachable' });
    expect(await sendLead(leadEntry('get_in_touch', lead), 'http://127.0.0.1:9/rest')).toEqual({ status: 'unreachable' });
  });
});

describe('the outbox', () => {
  it('keeps leads while the backend is down and delivers each once, with its own key, when it is back', async () => {
    mode = 'down';
    const a = leadEntry('get_in_touch', lead);
    const b = leadEntry('callback', { ...lead, pincode: '' });
    enqueue(a);
    enqueue(b);
    const failed = await flushOutbox(send);
    expect(failed).toEqual({ sent: [], dropped: [], remaining: 2 });
    expect(requests).toBe(1); // stops at the first failure
    mode = 'up';
    const [first, second] = await Promise.all([flushOutbox(send), flushOutbox(send)]);
    expect(first).toBe(second);
    expect(first.sent.map((s) => s.entry.key)).toEqual([a.key, b.key]);
    expect([...stored.keys()]).toEqual([a.key, b.key]);
    expect(readOutbox()).toEqual([]);
  });

  it('keeps a rate-limited lead for later, and drops one the backend refuses', async () => {
    enqueue(leadEntry('get_in_touch', lead));
    mode = 'limited';
    expect((await flushOutbox(send)).remaining).toBe(1);
    mode = 'refuse';
    const report = await flushOutbox(send);
    expect(report.dropped.map((d) => d.message)).toEqual(['Invalid Pincode']);
    expect(report.remaining).toBe(0);
  });

  it('reads a corrupt list as empty and drops only corrupt entries', () => {
    localStorage.setItem(LOCAL_KEYS.leadOutbox, '{"oops":1}');
    expect(readOutbox()).toEqual([]);
    const good = leadEntry('get_in_touch', lead);
    localStorage.setItem(LOCAL_KEYS.leadOutbox, JSON.stringify([{ key: 1 }, good, 'x']));
    expect(readOutbox()).toEqual([good]);
  });
});
