/** @jest-environment node */
import { createApp } from '../../app';
import { localConfig, serverConfigFrom, type ServerConfig } from '../../config';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen, shellDir } from '../../__tests__/testServers';

/** The shell's health, readiness and metrics answers, against stand-in remotes and API a test stops and starts. */
let standIn: { close: () => Promise<void> } | null = null;
let standInPort = 0;
// Stand-in remotes (any manifest) and API (any GraphQL answer), on `port` (0: a free one), as a restarted host would be.
async function up(port = 0) {
  const server = createServer((req, res) => {
    if (req.url?.endsWith('mf-manifest.json') || req.url === '/graphql')
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":{}}');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  standInPort = (server.address() as AddressInfo).port;
  standIn = { close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) };
}
const apps: Awaited<ReturnType<typeof listen>>[] = [];
async function shellWith(metricsToken?: string) {
  const raw = localConfig(3000, true);
  const origin = `http://127.0.0.1:${standInPort}`;
  for (const name of Object.keys(raw.remotes)) raw.remotes[name] = `${origin}/${name}/mf-manifest.json`;
  const config: ServerConfig = serverConfigFrom(raw, { apiOrigin: origin });
  const app = await listen(
    (req, res) => void createApp({ dir: shellDir(), ssr: false, preload: false, config: () => config, metricsToken })(req, res),
  );
  apps.push(app);
  return app.origin;
}
beforeAll(() => up());
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await standIn?.close();
});

it('answers /healthz while the process serves, and /readyz once the remotes and the API answer', async () => {
  const shell = await shellWith();
  expect((await fetch(`${shell}/healthz`)).status).toBe(200);
  const ready = await fetch(`${shell}/readyz`);
  expect([ready.status, await ready.text()]).toEqual([200, 'ready']);
});

it('answers /readyz 503 with the reasons while the remotes and the API are down, and 200 once they return', async () => {
  const shell = await shellWith();
  expect((await fetch(`${shell}/readyz`)).status).toBe(200);
  await standIn?.close();
  // The manifests are re-read every 5 s: within that the shell says what is down.
  let answer = { status: 0, text: '' };
  for (const deadline = Date.now() + 8000; !answer.text.includes('mf_cart') && Date.now() < deadline;) {
    const res = await fetch(`${shell}/readyz`);
    answer = { status: res.status, text: await res.text() };
  }
  expect(answer.status).toBe(503);
  expect(answer.text).toMatch(/mf_cart: no manifest at/);
  expect(answer.text).toMatch(/API: .*\/graphql unreachable/);
  expect((await fetch(`${shell}/healthz`)).status).toBe(200);
  await up(standInPort); // back on the same port
  let status = 0;
  for (const deadline = Date.now() + 8000; status !== 200 && Date.now() < deadline;) status = (await fetch(`${shell}/readyz`)).status;
  expect(status).toBe(200);
}, 30_000);

describe('/metrics', () => {
  it('answers this machine in Prometheus text, with the pages’ and the process’ series', async () => {
    const shell = await shellWith();
    await fetch(`${shell}/tiles/wooden-tiles`);
    const res = await fetch(`${shell}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/tiles_http_responses_total\{status="200"\} [1-9]/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds/);
    expect(text).toMatch(/# TYPE tiles_render_duration_seconds histogram/);
  });

  it('refuses a request forwarded by a proxy on this machine (its peer is loopback, the shopper is not)', async () => {
    const shell = await shellWith();
    expect((await fetch(`${shell}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.7' } })).status).toBe(403);
    expect((await fetch(`${shell}/metrics`, { headers: { Forwarded: 'for=203.0.113.7' } })).status).toBe(403);
  });

  it('with a token configured, answers only the token’s bearer, loopback included', async () => {
    const shell = await shellWith('a-long-enough-metrics-token');
    expect((await fetch(`${shell}/metrics`)).status).toBe(403);
    expect((await fetch(`${shell}/metrics`, { headers: { Authorization: 'Bearer wrong-token-of-some-length' } })).status).toBe(403);
    const res = await fetch(`${shell}/metrics`, { headers: { Authorization: 'Bearer a-long-enough-metrics-token' } });
    expect(res.status).toBe(200);
  });
});
