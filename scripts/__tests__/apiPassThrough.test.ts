import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** The shell's static server passing /graphql through to the API, as an edge rule does in production. */
const root = path.resolve(__dirname, '../..');
let api: Server;
let shell: ChildProcess;
let shellUrl = '';
const received: IncomingMessage[] = [];

const freePort = () => new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as AddressInfo;
    probe.close(() => resolve(port));
  });
});

beforeAll(async () => {
  // An API that answers /graphql?fast at once and holds every other call open (a slow search).
  api = createServer((req, res) => {
    received.push(req);
    if (req.url?.includes('fast')) { res.writeHead(200, { 'Content-Type': 'application/json' }); res.end('{"data":{"ok":true}}'); }
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  shellUrl = `http://127.0.0.1:${port}`;
  shell = spawn(process.execPath, ['scripts/serve-static.mjs', 'shell', '--port', String(port), '--api-origin', `http://127.0.0.1:${(api.address() as AddressInfo).port}`], {
    cwd: root, stdio: 'ignore', env: { ...process.env, TILES_SSR: '0' },
  });
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${shellUrl}/graphql?fast`, { method: 'POST' }).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the shell server did not start');
}, 20000);

afterAll(async () => {
  shell.kill();
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

describe('API pass-through', () => {
  it('passes the API answer back as it is', async () => {
    const res = await fetch(`${shellUrl}/graphql?fast`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { ok: true } });
  });

  it('ends the API call when the shopper drops the request', async () => {
    const before = received.length;
    const shopper = new AbortController();
    const answer = fetch(`${shellUrl}/graphql?slow`, { method: 'POST', body: '{}', signal: shopper.signal }).catch(() => 'aborted');
    while (received.length === before) await new Promise((r) => setTimeout(r, 20));
    const call = received[received.length - 1];
    const ended = new Promise<string>((resolve) => call.socket.once('close', () => resolve('closed')));
    shopper.abort();
    expect(await answer).toBe('aborted');
    // Waits for the API's socket to close; without the abort it would stay open until the API answered (never).
    await expect(ended).resolves.toBe('closed');
  });
});
