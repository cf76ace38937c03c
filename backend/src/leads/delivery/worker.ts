import type { Db } from '../../store/db';
import type { LeadWebhook } from './config';
import { attemptDelivery, type AttemptOutcome } from './attempt';
import { nextWait } from './backoff';
import { claimDue, markDelivered, markForRetry, markParked, nextDueAt, retryPendingNow, type ClaimedDelivery } from './outbox';
import { escapeControls } from '../../text/controls';

export interface DeliveryWorker {
  /** A lead was queued: look now instead of at the next timer. */
  wake(): void;
  /** Stops; an attempt in flight is abandoned and its lease brings it back on the next start. */
  stop(): Promise<void>;
}

export interface WorkerOptions {
  now?: () => number;
  random?: () => number;
  log?: (line: string) => void;
}

/** Looks for work at least this often, in case another process on the same store queued a lead. */
const IDLE_CHECK_MS = 30_000;
/**
 * Failed attempts in a row that make an outage rather than one lead the receiver chokes on: only after an outage are
 * the waiting leads sent at once (one troublesome lead keeps its own backoff instead of riding on every success).
 */
const OUTAGE_FAILURES = 3;
/** Beyond the attempt's timeout, time to record its outcome before another process may take the row again. */
const LEASE_MARGIN_MS = 2_000;

/**
 * Delivers queued leads one at a time, in the background of the backend process (requests never wait for it). After a
 * failed attempt the lead waits for its own backoff, and the whole queue pauses for the receiver's: a receiver that is
 * down gets one probe per pause, not one request per queued lead. When it answers again after an outage, every waiting
 * lead is due at once and the backlog drains, still one lead at a time.
 */
export function startDeliveryWorker(db: Db, hook: LeadWebhook, options: WorkerOptions = {}): DeliveryWorker {
  const now = options.now ?? Date.now;
  // Log lines quote the receiver's answers: their controls are written as text, whatever the receiver sent.
  const log = options.log ?? ((line: string) => console.log(escapeControls(line)));
  const stopper = new AbortController();
  const leaseMs = hook.timeoutMs + LEASE_MARGIN_MS;
  let failuresInARow = 0;
  let pausedUntil = 0;
  let wakeRequested = false;
  let wakeSleeper: (() => void) | null = null;

  /** Waits `ms`, or less when stopped or (if wakeable) woken by a newly queued lead. */
  const sleep = (ms: number, wakeable: boolean) =>
    new Promise<void>((resolve) => {
      if (stopper.signal.aborted || (wakeable && wakeRequested)) return resolve();
      const done = () => {
        clearTimeout(timer);
        stopper.signal.removeEventListener('abort', done);
        wakeSleeper = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      stopper.signal.addEventListener('abort', done);
      if (wakeable) wakeSleeper = done;
    });

  const wait = (failures: number, retryAfter: number | null) =>
    nextWait(failures, retryAfter, hook.retryBaseMs, hook.retryMaxMs, options.random);

  function record({ lead, attempt }: ClaimedDelivery, outcome: Exclude<AttemptOutcome, { kind: 'stopped' }>): void {
    const at = now();
    if (outcome.kind === 'retry') {
      markForRetry(db, lead.key, outcome.status, outcome.error, at + wait(attempt, outcome.retryAfterMs), at);
      if (++failuresInARow === 1) log(`[leads] webhook not delivering (${outcome.error}); retrying with backoff`);
      pausedUntil = at + wait(failuresInARow, outcome.retryAfterMs);
      return;
    }
    if (failuresInARow >= OUTAGE_FAILURES) {
      log(`[leads] webhook answering again after ${failuresInARow} failed attempts; sending the waiting leads`);
      retryPendingNow(db, at);
    }
    failuresInARow = 0;
    if (outcome.kind === 'delivered') return markDelivered(db, lead.key, outcome.status, at);
    markParked(db, lead.key, outcome.status, outcome.reason, at);
    log(`[leads] webhook refused lead ${lead.key} (${outcome.reason.slice(0, 80)}): parked, see npm run leads:export`);
  }

  async function deliverNext(): Promise<void> {
    const at = now();
    if (at < pausedUntil) return sleep(pausedUntil - at, false);
    wakeRequested = false;
    const claimed = claimDue(db, at, leaseMs);
    if (!claimed) {
      const due = nextDueAt(db);
      return sleep(due === null ? IDLE_CHECK_MS : Math.min(IDLE_CHECK_MS, Math.max(0, due - at)), true);
    }
    const outcome = await attemptDelivery(hook, claimed.lead, claimed.attempt, stopper.signal);
    if (outcome.kind !== 'stopped') record(claimed, outcome);
  }

  const running = (async () => {
    while (!stopper.signal.aborted) {
      try {
        await deliverNext();
      } catch (err) {
        // A store error (disk full, locked): log it and look again later rather than end delivery for good.
        if (stopper.signal.aborted) break;
        log(`[leads] webhook delivery error: ${(err as Error).message}`);
        await sleep(hook.retryBaseMs, false);
      }
    }
  })();

  return {
    wake() {
      wakeRequested = true;
      wakeSleeper?.();
    },
    stop() {
      stopper.abort();
      return running;
    },
  };
}
