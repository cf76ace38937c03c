/** @jest-environment node */
import { request } from 'node:http';
import { readFormBody, type FormBody } from '../formPost';
import { listen } from './testServers';

/** A real server that reads each request's body with a short time limit and answers what it read. */
async function reader(limits: { maxBytes?: number; timeoutMs?: number }) {
  return listen((req, res) => {
    void readFormBody(req, limits).then((body: FormBody) => res.end(JSON.stringify(body)));
  });
}

function send(origin: string, chunks: string[], end: boolean): Promise<FormBody> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' } });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c));
      res.on('end', () => resolve(JSON.parse(text) as FormBody));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    if (end) req.end();
  });
}

describe('reading a posted form', () => {
  it('reads the fields, UTF-8 and all, first value per name', async () => {
    const server = await reader({});
    try {
      const body = await send(server.origin, ['name=%E0%AE%86%E0%AE%B7%E0%AE%BE&name=x', '&comment=a+b%26c'], true);
      expect(body).toEqual({ fields: { name: 'ஆஷா', comment: 'a b&c' } });
    } finally {
      await server.close();
    }
  });

  it('refuses a body that trickles in slower than the limit, without waiting for its end', async () => {
    const server = await reader({ timeoutMs: 150 });
    try {
      // The client never ends its body: only the time limit can answer.
      expect(await send(server.origin, ['name=slow'], false)).toEqual({ refused: 'slow' });
    } finally {
      await server.close();
    }
  });

  it('stops reading once the body passes the limit', async () => {
    const server = await reader({ maxBytes: 10 });
    try {
      expect(await send(server.origin, ['name=0123', '456789'], false)).toEqual({ refused: 'size' });
    } finally {
      await server.close();
    }
  });
});
