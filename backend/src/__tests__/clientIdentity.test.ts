import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiUrl, proxyToApi } from '../../../shell/server/apiProxy';
import { startTestBackend, type TestBackend } from '../testing/testServer';

// The backend trusts X-Forwarded-For from 127.0.0.1 only: the shell's pass-through. Shoppers come from other
// loopback addresses (127.0.0.2, …), so each is a different client, as on the internet.
let backend: TestBackend;
let shell: Server;
let shellUrl: URL;
beforeAll(async () => {
  process.env.TILES_TRUSTED_PROXIES = '127.0.0.1';
  process.env.TILES_LEAD_RATE_LIMIT = '2/600';
  backend = await startTestBackend();
  // The shell's real API pass-through (shell/server/apiProxy.ts), in front of the backend.
  shell = createServer((req, res) => proxyToApi(req, res, apiUrl(new URL(backend.url), req.url ?? '/'), []));
  await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
  shellUrl = new URL(`http://127.0.0.1:${(shell.address() as AddressInfo).port}`);
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => shell.close(resolve));
  await backend.close();
});

/** POSTs a lead from the given local address to `base`; answers the status. */
function sendLead(base: URL, from: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({ name: 'Asha Rao', phone: '9876543210', pincode: '560001' });
  return new Promise((resolve, reject) => {
    const req = request(
      new URL('/rest/callback', base),
      { method: 'POST', localAddress: from, headers: { 'Content-Type': 'application/json', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('per-client identity behind the shell', () => {
  it('limits leads per shopper: one shopper over the limit does not block the next one', async () => {
    expect([await sendLead(shellUrl, '127.0.0.2'), await sendLead(shellUrl, '127.0.0.2'), await sendLead(shellUrl, '127.0.0.2')]).toEqual([
      201, 201, 429,
    ]);
    expect(await sendLead(shellUrl, '127.0.0.3')).toBe(201);
  });

  it('does not believe X-Forwarded-For from a caller that is not a configured proxy', async () => {
    const direct = new URL(backend.url);
    const statuses = [];
    for (let i = 1; i <= 3; i++) statuses.push(await sendLead(direct, '127.0.0.4', { 'X-Forwarded-For': `203.0.113.${i}` }));
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('counts IPv6 shoppers by their /64: a new address in the same /64 is the same client', async () => {
    const direct = new URL(backend.url);
    const from = (address: string) => sendLead(direct, '127.0.0.1', { 'X-Forwarded-For': address });
    expect([await from('2001:db8:1:2::a'), await from('2001:db8:1:2::b'), await from('2001:db8:1:2:ffff::c')]).toEqual([201, 201, 429]);
    expect(await from('2001:db8:1:3::a')).toBe(201);
  });

  it('does not let a shopper pick an identity through the shell either', async () => {
    const statuses = [];
    for (let i = 1; i <= 3; i++) statuses.push(await sendLead(shellUrl, '127.0.0.5', { 'X-Forwarded-For': `203.0.113.${i}` }));
    expect(statuses).toEqual([201, 201, 429]);
  });
});
