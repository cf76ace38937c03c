import { withTestBackend } from '../../testing/testServer';
import { operationLabel } from '../metrics';

const backend = withTestBackend();
const metrics = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${backend().url}/metrics`, { headers });
  return { status: res.status, text: await res.text(), cors: res.headers.get('access-control-allow-origin') };
};
const count = (text: string, series: string) => Number(text.match(new RegExp(`^${series} (\\d+)`, 'm'))?.[1] ?? 0);

it('answers /healthz and /readyz while the store answers', async () => {
  expect((await fetch(`${backend().url}/healthz`)).status).toBe(200);
  const ready = await fetch(`${backend().url}/readyz`);
  expect([ready.status, await ready.json()]).toEqual([200, { ready: true }]);
});

it('times GraphQL operations by name and counts requests refused by a limit', async () => {
  await backend().graphql('query StoreName { storeConfig { store_name } }');
  const before = count((await metrics()).text, 'tiles_graphql_refused_total');
  const deep = `{ products(search: "x") { items { related_products { related_products { related_products { related_products { sku } } } } } } }`;
  expect((await backend().graphql(deep)).errors?.[0].extensions?.category).toBe('graphql-input');
  const { status, text, cors } = await metrics();
  expect(status).toBe(200);
  expect(cors).toBeNull(); // no other site's page reads them through a browser on this machine
  expect(text).toMatch(/tiles_graphql_operation_duration_seconds_count\{operation="StoreName"\} [1-9]/);
  expect(count(text, 'tiles_graphql_refused_total')).toBe(before + 1);
  expect(text).toMatch(/^tiles_lead_delivery_queue_depth \d+$/m);
  expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds/);
});

it('refuses /metrics through a proxy, and without the configured token', async () => {
  expect((await metrics({ 'X-Forwarded-For': '203.0.113.7' })).status).toBe(403);
  process.env.TILES_METRICS_TOKEN = 'a-long-enough-metrics-token';
  try {
    expect((await metrics()).status).toBe(403);
    expect((await metrics({ Authorization: 'Bearer a-long-enough-metrics-token' })).status).toBe(200);
  } finally {
    delete process.env.TILES_METRICS_TOKEN;
  }
});

it('keeps operation names a client invents to a bounded set of labels', () => {
  const labels = new Set(Array.from({ length: 1000 }, (_, i) => operationLabel(`Invented${i}`)));
  expect(labels.size).toBeLessThanOrEqual(101);
  expect(labels.has('other')).toBe(true);
  expect(operationLabel('bad name; drop')).toBe('other');
});
