import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DefinitionNode, OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Db } from '../store/db';

/** The backend's metrics (`GET /metrics`, not public: metricsAllowed). */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

// Operation names are the client's words: the first 100 distinct ones are labels, any later one is `other`, so a
// client inventing names cannot grow the series. The store's own operations are named long before that.
const MOST_OPERATIONS = 100;
const operations = new Set<string>();
export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)) return 'other';
  if (!operations.has(name) && operations.size >= MOST_OPERATIONS) return 'other';
  operations.add(name);
  return name;
}

const graphqlSeconds = new Histogram({
  name: 'tiles_graphql_operation_duration_seconds',
  help: 'GraphQL operations executed, by operation name',
  labelNames: ['operation'],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});
/** A request refused by a limit (GraphQL's depth, aliases, tokens, cost, time; a body too large). */
export const refusedByLimit = new Counter({
  name: 'tiles_graphql_refused_total',
  help: 'Requests refused by a limit',
  registers: [registry],
});

/** Leads waiting for the CRM's webhook, read when scraped. */
export function watchLeadQueue(db: Db): void {
  registry.removeSingleMetric('tiles_lead_delivery_queue_depth');
  new Gauge({
    name: 'tiles_lead_delivery_queue_depth',
    help: 'Leads waiting to be delivered to the webhook',
    registers: [registry],
    collect() {
      this.set((db.prepare("SELECT count(*) AS n FROM lead_deliveries WHERE state = 'pending'").get() as { n: number }).n);
    },
  });
}

/** Times each executed operation. */
export const useOperationMetrics = (): Plugin => ({
  onExecute({ args }) {
    const started = performance.now();
    return {
      onExecuteDone() {
        const isOperation = (d: DefinitionNode): d is OperationDefinitionNode => d.kind === 'OperationDefinition';
        const named = args.operationName ?? (args.document.definitions as DefinitionNode[]).find(isOperation)?.name?.value;
        const operation = operationLabel(named);
        graphqlSeconds.observe({ operation }, (performance.now() - started) / 1000);
      },
    };
  },
});

const digest = (text: string) => createHash('sha256').update(text).digest();
// With TILES_METRICS_TOKEN, whoever sends it; without, this machine only, not through a proxy on it.
export function metricsAllowed(req: IncomingMessage, token = process.env.TILES_METRICS_TOKEN): boolean {
  if (token) return timingSafeEqual(digest(req.headers.authorization ?? ''), digest(`Bearer ${token}`));
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return /^(127\.|::1$|::ffff:127\.)/.test(req.socket.remoteAddress ?? '') && !forwarded;
}
