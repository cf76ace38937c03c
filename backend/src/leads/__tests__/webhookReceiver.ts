import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_SECRET = 'test-webhook-secret-0123456789';

/** One POST as the receiver saw it. */
export interface Arrival {
  key: string | undefined;
  signatureValid: boolean;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
  at: number;
}

/** How the receiver answers a request: a status (with headers), or a custom handler (hang, endless body…). */
export type Answer = number | { status: number; headers?: Record<string, string>; body?: string } | ((res: ServerResponse) => void);

/** What a CRM would do: recompute the HMAC of the raw body with the shared secret and compare in constant time. */
export function verifySignature(rawBody: Buffer, header: string | string[] | undefined, secret = TEST_SECRET): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody).digest('hex'));
  const given = Buffer.from(header.slice('sha256='.length));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A webhook receiver on loopback (port 0, or a given port to come back on). `answers` gives, per lead key, the
 * answers to its successive requests; once they run out (or for an unknown key) it answers `fallback`.
 */
export async function startReceiver(port = 0, fallback: Answer = 200) {
  const arrivals: Arrival[] = [];
  const answers = new Map<string, Answer[]>();
  const listeners = new Set<() => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      const key = req.headers['idempotency-key'] as string | undefined;
      arrivals.push({
        key,
        signatureValid: verifySignature(raw, req.headers['x-tiles-signature']),
        body,
        headers: req.headers,
        at: Date.now(),
      });
      for (const l of listeners) l();
      const answer = (key ? answers.get(key)?.shift() : undefined) ?? fallback;
      if (typeof answer === 'function') return answer(res);
      const { status, headers = {}, body: text = '' } = typeof answer === 'number' ? { status: answer } : answer;
      res.writeHead(status, headers).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}/leads`,
    port: actualPort,
    arrivals,
    answer: (key: string, ...list: Answer[]) => answers.set(key, list),
    /** Resolves once `test` holds over the arrivals so far (checked at each arrival): no fixed sleeps. */
    until(test: (all: Arrival[]) => boolean): Promise<void> {
      return new Promise((resolve) => {
        const check = () => {
          if (!test(arrivals)) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Polls a condition the test cannot be told about directly (the store's state), without a fixed sleep per step. */
export async function eventually<T>(read: () => Promise<T>, test: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (test(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The settings of a backend delivering to `receiver` with quick retries and a short timeout (several attempts in under a second). */
export const quickWebhookEnv = (receiver: { url: string }) => ({
  TILES_LEAD_WEBHOOK_URL: receiver.url,
  TILES_LEAD_WEBHOOK_SECRET: TEST_SECRET,
  TILES_LEAD_WEBHOOK_TIMEOUT_MS: '2000',
  TILES_LEAD_WEBHOOK_RETRY_BASE_MS: '20',
  TILES_LEAD_WEBHOOK_RETRY_MAX_MS: '2000',
});
