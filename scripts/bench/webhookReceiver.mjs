// The CRM's side of lead delivery for the load-and-fault bench: a webhook receiver on loopback that checks each POST's
// X-Tiles-Signature (HMAC-SHA256 of the raw body with the shared secret) and counts what arrived per Idempotency-Key.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const validSignature = (raw, header, secret) => {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`);
  const given = Buffer.from(String(header ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** Starts the receiver; `arrivals` maps each key to how often it arrived signed, `badSignatures` counts the rest. */
export async function startWebhookReceiver(secret) {
  const arrivals = new Map();
  let badSignatures = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const key = req.headers['idempotency-key'];
      if (!validSignature(raw, req.headers['x-tiles-signature'], secret)) {
        badSignatures++;
        return res.writeHead(401).end();
      }
      arrivals.set(key, (arrivals.get(key) ?? 0) + 1);
      res.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/crm/leads`,
    arrivals,
    badSignatures: () => badSignatures,
    /** Waits until every key arrived or `timeoutMs` passed; returns the milliseconds it waited. */
    async waitFor(keys, timeoutMs) {
      const started = Date.now();
      while (keys.some((k) => !arrivals.has(k)) && Date.now() - started < timeoutMs) await new Promise((r) => setTimeout(r, 100));
      return Date.now() - started;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
