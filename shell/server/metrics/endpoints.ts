import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AggregatorRegistry } from 'prom-client';
import { serverBundleOf } from '../bundles';
import type { ServerConfig } from '../config';
import { hintableManifestOf } from '../manifests';
import { renderSettings } from '../page';
import { registry } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

// Who may read /metrics: with a token configured, whoever sends it (compared in constant time); without, only this
// machine, and not through a proxy on it (a forwarded request's peer is the proxy's loopback address).
export function metricsAllowed(req: IncomingMessage, token: string | undefined): boolean {
  if (token) return timingSafeEqual(digest(req.headers.authorization ?? ''), digest(`Bearer ${token}`));
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return LOOPBACK.test(req.socket.remoteAddress ?? '') && !forwarded;
}

/** Why this worker should not get shoppers now (none: ready): each remote's manifest and container, the API. */
export async function notReady(config: ServerConfig, ssr: boolean): Promise<string[]> {
  const store = config.stores[0];
  const remotes = Object.entries(store.browser.remotes).map(async ([name, url]) => {
    if (!(await hintableManifestOf(url))) return `${name}: no manifest at ${url}`;
    return ssr && !(await serverBundleOf(url)) ? `${name}: no verified server container` : [];
  });
  const { graphqlUrl } = renderSettings(config, store);
  const api = fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"query":"{__typename}"}',
    signal: AbortSignal.timeout(2000),
  }).then(
    (res) => (res.ok ? [] : `API: ${graphqlUrl} answered ${res.status}`),
    (err: Error) => `API: ${graphqlUrl} unreachable (${err.name === 'TimeoutError' ? 'no answer in 2 s' : err.message})`,
  );
  return (await Promise.all([...remotes, api])).flat();
}

// A cluster's workers each count their own pages: a worker asked for /metrics asks the primary, which sums every
// worker's (prom-client's AggregatorRegistry). One process alone (tests, one worker without a primary) answers its own.
const waiting = new Map<number, (text: string) => void>();
let asked = 0;
if (cluster.isWorker) {
  new AggregatorRegistry(); // the worker's side: answers the primary's requests for this worker's metrics
  AggregatorRegistry.setRegistries([registry]);
  process.on('message', (m: { type?: string; id?: number; text?: string }) => {
    if (m?.type === 'tiles:metrics' && m.id !== undefined) waiting.get(m.id)?.(m.text ?? '');
  });
}

/** Every worker's metrics, summed, in Prometheus's text format. */
export function clusterMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = ++asked;
  return new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve(registry.metrics()), 5000); // a primary that does not answer: this worker's own
    waiting.set(id, (text) => (clearTimeout(timer), waiting.delete(id), resolve(text)));
    process.send!({ type: 'tiles:metrics', id });
  });
}

/** The primary's side: answers a worker's request with the sum over all workers. */
export function answerWorkersMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, m: { type?: string; id?: number }) => {
    if (m?.type !== 'tiles:metrics') return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: 'tiles:metrics', id: m.id, text }),
      (err: Error) => worker.send({ type: 'tiles:metrics', id: m.id, text: `# metrics not gathered: ${err.message}\n` }),
    );
  });
}
