/** @jest-environment node */
import { createApp } from '../../app';
import { localConfig, serverConfigFrom } from '../../config';
import { listen, shellDir } from '../../__tests__/testServers';
import { BEACON_MAX_BYTES, BEACON_PATH, BEACONS_PER_MINUTE, parseBeacon, trackedClients } from '../beacon';
import { PAGE_KIND, REMOTES, registry } from '../metrics';
import v8 from 'node:v8';
import vm from 'node:vm';

/** Shoppers' browsers (and hostile clients) posting to the shell's real beacon endpoint; what /metrics then says. */
let shell: Awaited<ReturnType<typeof listen>>;
// Each test is its own client (its own rate budget): the endpoint counts by the peer's address.
let client = 1;
const peerHeader = () => ({ 'X-Test-Peer': `198.51.100.${client}` });
beforeAll(async () => {
  // Remotes nobody answers for (not the local ports, where `npm start` may be running): no module claims a route.
  const local = localConfig(3000, true);
  const unreachable = Object.fromEntries(Object.keys(local.remotes).map((name) => [name, 'http://127.0.0.1:9/mf-manifest.json']));
  const config = serverConfigFrom({ ...local, remotes: unreachable }, { apiOrigin: 'http://127.0.0.1:9' });
  const app = createApp({ dir: shellDir(), ssr: false, preload: false, config: () => config });
  // The test's clients come from many addresses: the peer is the test's header (the real server reads the socket).
  shell = await listen((req, res) => {
    Object.defineProperty(req.socket, 'remoteAddress', { value: req.headers['x-test-peer'] ?? '127.0.0.1', configurable: true });
    void app(req, res);
  });
});
afterAll(() => shell.close());
beforeEach(() => void client++);

const post = (body: string | object, headers: Record<string, string> = peerHeader()) =>
  fetch(shell.origin + BEACON_PATH, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers });
const metricsText = () => registry.metrics();
const LISTING_LCP = { page: '/tiles/wooden-tiles', vitals: [{ name: 'LCP', value: 1800, slot: 'mf_catalog-CatalogRoute' }] };

it('counts a shopper’s vitals by page kind and the remote whose slot holds the element', async () => {
  expect((await post(LISTING_LCP)).status).toBe(204);
  expect(
    (
      await post({
        page: '/',
        vitals: [
          { name: 'CLS', value: 0.02 },
          { name: 'INP', value: 96, slot: 'mf_header-Header' },
        ],
      })
    ).status,
  ).toBe(204);
  // No remote answers: no module has claimed a route, so every page is `other`.
  const text = await metricsText();
  expect(text).toMatch(/tiles_web_vitals_lcp_seconds_bucket\{le="2",page="other",remote="mf_catalog"\} [1-9]/);
  expect(text).toMatch(/tiles_web_vitals_cls_count\{page="other",remote="shell"\} [1-9]/);
  expect(text).toMatch(/tiles_web_vitals_inp_seconds_sum\{page="other",remote="mf_header"\} 0\.0[89]/);
});

it('names a page by the module whose own routes claim its path', () => {
  const routes = [
    { path: '/', id: 'mf_catalog/HomePage' as const },
    { path: '*', id: 'mf_catalog/CatalogRoute' as const },
    { path: '/checkout/cart', id: 'mf_cart/CartPage' as const },
  ];
  expect(parseBeacon(LISTING_LCP, routes)?.page).toBe('mf_catalog/CatalogRoute');
  expect(parseBeacon({ page: '/?utm=x', vitals: [] }, routes)?.page).toBe('mf_catalog/HomePage');
  expect(parseBeacon({ page: '/checkout/cart/', vitals: [] }, routes)?.page).toBe('mf_cart/CartPage');
  expect(parseBeacon({ page: '/checkout/cart', vitals: [] }, [])?.page).toBe('other');
});

it('counts the problems a browser reports per remote', async () => {
  const problems = [
    { kind: 'hydration', slot: 'mf_cart-MiniCart' },
    { kind: 'load', slot: 'mf_leads-PopupHost' },
  ];
  expect((await post({ page: '/checkout/cart', problems })).status).toBe(204);
  const text = await metricsText();
  expect(text).toMatch(/tiles_remote_hydration_errors_total\{remote="mf_cart"\} [1-9]/);
  expect(text).toMatch(/tiles_remote_load_failures_total\{remote="mf_leads",side="browser"\} [1-9]/);
});

it.each([
  ['not JSON', '{"page":'],
  ['no page', { vitals: [] }],
  ['a page that is not a path', { page: 'https://evil.example/' }],
  ['an unknown vital', { page: '/', vitals: [{ name: 'FID', value: 10 }] }],
  ['an unknown remote', { page: '/', vitals: [{ name: 'LCP', value: 10, slot: 'mf_evil-X' }] }],
  ['a value out of range', { page: '/', vitals: [{ name: 'CLS', value: 1e9 }] }],
  ['a negative value', { page: '/', vitals: [{ name: 'LCP', value: -1 }] }],
  ['a value that is not a number', { page: '/', vitals: [{ name: 'LCP', value: '12' }] }],
  ['too many vitals', { page: '/', vitals: Array(4).fill({ name: 'LCP', value: 1 }) }],
  ['an unknown problem', { page: '/', problems: [{ kind: 'boom' }] }],
  ['a prototype key', { page: '/', vitals: [{ name: '__proto__', value: 1 }] }],
])('refuses %s with 400 and counts nothing of it', async (_, body) => {
  const counted = async () => (await metricsText()).split('\n').filter((l) => /^tiles_(web_vitals|remote)/.test(l));
  const before = await counted();
  const res = await post(body);
  expect(res.status).toBe(400);
  expect(await counted()).toEqual(before);
});

it('refuses a huge body with 413 without reading it all', async () => {
  const res = await post(JSON.stringify({ page: '/', pad: 'x'.repeat(BEACON_MAX_BYTES * 50) }));
  expect(res.status).toBe(413);
});

it('refuses a flood from one client with 429, and other clients still get through', async () => {
  const answers = [];
  for (let i = 0; i < BEACONS_PER_MINUTE + 5; i++) answers.push((await post(LISTING_LCP)).status);
  expect(answers.slice(0, BEACONS_PER_MINUTE).every((s) => s === 204)).toBe(true);
  expect(answers.slice(BEACONS_PER_MINUTE)).toEqual(Array(5).fill(429));
  client++;
  expect((await post(LISTING_LCP)).status).toBe(204);
});

it('keeps the label set and the clients it remembers bounded, whatever pages and addresses hostile beacons name', async () => {
  for (let i = 0; i < 300; i++)
    parseBeacon({ page: `/x${i}/${'y'.repeat(i)}?q=${i}`, vitals: [{ name: 'LCP', value: i, slot: `mf_cart-${i}` }] });
  for (let i = 0; i < 300; i++) {
    const headers = { 'X-Test-Peer': `2001:db8:${i}::1` };
    await post({ page: `/random-${i}-${Math.random()}`, vitals: [{ name: 'LCP', value: i }] }, headers);
  }
  const series = (await metricsText()).split('\n').filter((l) => l.startsWith('tiles_web_vitals_lcp_seconds_count'));
  // No routes here: every hostile page is `other`, so at most one series per remote.
  expect(series.length).toBeLessThanOrEqual(REMOTES.length);
  for (const line of series) expect(PAGE_KIND.test(/page="([^"]*)"/.exec(line)?.[1] ?? '')).toBe(true);
  expect(trackedClients()).toBeLessThanOrEqual(10_000);
}, 30_000); // 300 requests: seconds on a busy machine

it('does not grow in memory under a flood of hostile beacons', async () => {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  // Each from its own address (no rate limit): parsed, then refused for its unknown remote.
  const flood = async (from: number, n: number) => {
    for (let i = from; i < from + n; i++) {
      const body = { page: `/p${i}`, vitals: [{ name: 'LCP', value: 10, slot: `mf_x${i}-Y` }] };
      expect((await post(body, { 'X-Test-Peer': `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}` })).status).toBe(400);
    }
  };
  await flood(0, 1000); // warm: code compiled, buffers sized
  gc();
  const before = process.memoryUsage().heapUsed;
  await flood(1000, 2000);
  gc();
  // What stays is each new client's rate budget (a small object in a cache of at most 10,000), not the beacons.
  expect(process.memoryUsage().heapUsed - before).toBeLessThan(2000 * 400);
}, 60_000);
