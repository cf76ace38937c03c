import type { Server } from 'node:http';
import type { Db } from '../../store/db';
import { leadWebhookFromEnv } from './config';
import { startDeliveryWorker, type DeliveryWorker } from './worker';

const running = new Set<DeliveryWorker>();

/**
 * With a webhook configured, delivers leads for as long as `server` serves: the worker starts now (picking up what an
 * earlier process left queued) and stops when the server closes.
 */
export function deliverLeadsWhileServing(server: Server, db: Db): void {
  const hook = leadWebhookFromEnv();
  if (!hook) return;
  const worker = startDeliveryWorker(db, hook);
  running.add(worker);
  server.once('close', () => {
    running.delete(worker);
    void worker.stop();
  });
}

/** Whether this process delivers leads: only then is a new lead queued (otherwise its delivery state is "none"). */
export const deliversLeads = (): boolean => running.size > 0;

/** A lead was queued: the worker sends it now rather than at its next timer. */
export function wakeLeadDelivery(): void {
  for (const worker of running) worker.wake();
}
