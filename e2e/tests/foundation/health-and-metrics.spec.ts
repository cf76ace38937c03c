import { expect, slotReady, test } from '../../support/fixtures';
import { BACKEND_URL, REMOTE_STORE, SHELL_URL, ports } from '../../support/ports';
import { shellWithOwnRemote, startServer, stopServer } from '../../support/processes';
import { needsLocalStore } from '../../support/remoteStore';

// What an operator's probes and Prometheus see: health, readiness with its reasons, metrics (not public), and what
// real shoppers' browsers report.

// Against a store elsewhere, with the token it was configured with (E2E_METRICS_TOKEN); here, as this machine.
const token = process.env.E2E_METRICS_TOKEN;
const metricsOf = async (origin: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${origin}/metrics`, { headers: token ? { Authorization: `Bearer ${token}`, ...headers } : headers });
  return { status: res.status, text: await res.text() };
};
/** The value of one series (0 when it is not there yet). */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};
const readyz = async (origin: string) => {
  const res = await fetch(`${origin}/readyz`);
  return `${res.status} ${await res.text()}`;
};

test('the shell says it is not ready while a remote is down, with the remote named, and ready once it is back', async () => {
  test.setTimeout(90_000);
  const own = await shellWithOwnRemote(SHELL_URL, 'mf_cart', ports.shell + 86, ports.shell + 87);
  let cart = await own.startRemote();
  try {
    await expect.poll(() => readyz(own.origin), { timeout: 20_000 }).toBe('200 ready');
    await stopServer(cart);
    // The shell re-reads each manifest every 5 s: within that it names the remote that is down.
    await expect
      .poll(() => readyz(own.origin), { timeout: 15_000 })
      .toMatch(/^503 not ready:\nmf_cart: no manifest at http:\/\/localhost:\d+/);
    // Alive all the while: a down remote is no reason to restart the shell.
    expect((await fetch(`${own.origin}/healthz`)).status).toBe(200);
    cart = await own.startRemote();
    await expect.poll(() => readyz(own.origin), { timeout: 15_000 }).toBe('200 ready');
  } finally {
    await stopServer(cart);
    await stopServer(own.shell);
  }
});

test('the shell says it is not ready while its API does not answer', async () => {
  const port = ports.shell + 85;
  // Its API on a port where nothing listens.
  const args = ['--import', 'tsx', 'shell/server/main.ts', '--workers', '1', '--port', String(port), '--api-origin', 'http://127.0.0.1:9'];
  const shell = await startServer(args, `http://localhost:${port}/healthz`);
  try {
    await expect
      .poll(() => readyz(`http://localhost:${port}`), { timeout: 15_000 })
      .toMatch(/^503 not ready:[^]*API: .*\/graphql unreachable/);
  } finally {
    await stopServer(shell);
  }
});

test('the backend answers /healthz, /readyz and /metrics (GraphQL operations, refusals, the lead queue)', async () => {
  test.skip(!process.env.E2E_BACKEND_URL && REMOTE_STORE !== null, 'against a store elsewhere: E2E_BACKEND_URL names its backend');
  needsLocalStore('metrics');
  expect((await fetch(`${BACKEND_URL}/healthz`)).status).toBe(200);
  expect(await (await fetch(`${BACKEND_URL}/readyz`)).json()).toEqual({ ready: true });
  const { status, text } = await metricsOf(BACKEND_URL);
  expect(status).toBe(200);
  expect(text).toMatch(/^tiles_graphql_operation_duration_seconds_count\{operation="\w+"\} [1-9]/m);
  expect(text).toMatch(/^tiles_lead_delivery_queue_depth \d+$/m);
  expect(text).toMatch(/^tiles_graphql_refused_total \d+$/m);
});

test('/metrics is not public: a request through a proxy (not this machine’s own) is refused, on the shell and the backend', async () => {
  needsLocalStore('processes'); // this machine's loopback rule (a store elsewhere answers a token's bearer only)
  for (const origin of [SHELL_URL, BACKEND_URL]) {
    expect((await metricsOf(origin, { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(403);
    expect((await metricsOf(origin)).status).toBe(200);
  }
});

test('a page says what its loaders and render took, and counts in the shell’s metrics', async ({ request }) => {
  needsLocalStore('metrics');
  const before = valueOf((await metricsOf(SHELL_URL)).text, 'tiles_remote_pages_total{remote="mf_catalog"}');
  const res = await request.get('/tiles/wooden-tiles');
  expect(res.headers()['server-timing']).toMatch(/^loaders;dur=\d+(\.\d)?, render;dur=\d+(\.\d)?$/);
  const text = (await metricsOf(SHELL_URL)).text;
  // Summed over every worker of the shell: this page is counted whichever worker drew it.
  expect(valueOf(text, 'tiles_remote_pages_total{remote="mf_catalog"}')).toBeGreaterThan(before);
  expect(text).toMatch(/^tiles_render_duration_seconds_count\{page="mf_catalog\/CatalogRoute"\} [1-9]/m);
  expect(text).toMatch(/^tiles_loader_duration_seconds_count\{remote="mf_header"\} [1-9]/m);
  expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
});

test('a shopper’s Core Web Vitals reach /metrics by page kind and remote when the page is left', async ({ page }) => {
  needsLocalStore('metrics');
  const series = (name: 'lcp_seconds' | 'inp_seconds') =>
    `tiles_web_vitals_${name}_count{page="mf_catalog/CatalogRoute",remote="mf_catalog"}`;
  const before = (await metricsOf(SHELL_URL)).text;
  // The reporter's code (a chunk of the shell's: the one that names the beacon's path).
  const vitalsCode = page.waitForResponse(async (r) => r.url().endsWith('.js') && (await r.text()).includes('/_vitals'));
  await page.goto('/tiles/wooden-tiles');
  await slotReady(page, 'mf_catalog-CatalogRoute');
  expect((await vitalsCode).ok()).toBe(true); // loaded when the page was idle, after the first view
  // An interaction (INP) inside the listing, then the shopper closes the tab: the page hides and its beacon goes (from
  // a page being closed, which Playwright does not show as a request: what the shell counted is the proof).
  await page.locator('[data-slot="mf_catalog-CatalogRoute"] h1').first().click();
  // The browser times an interaction at the next frame it presents: a tab closed before that has no interaction to report.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  await page.close();
  await expect
    .poll(async () => valueOf((await metricsOf(SHELL_URL)).text, series('lcp_seconds')) - valueOf(before, series('lcp_seconds')), {
      timeout: 10_000,
    })
    .toBeGreaterThanOrEqual(1);
  const after = (await metricsOf(SHELL_URL)).text;
  expect(valueOf(after, series('inp_seconds'))).toBeGreaterThan(valueOf(before, series('inp_seconds')));
  expect(after).toMatch(/^tiles_web_vitals_cls_count\{page="mf_catalog\/CatalogRoute",remote="\w+"\} [1-9]/m);
});
