/** An upload that gave up its turn: the client went away while it waited. */
export class AbandonedError extends Error {
  override name = 'AbandonedError';
}

export interface GateTicket {
  /** Resolves when this upload may decode and search; rejects with AbandonedError once `signal` aborts. */
  turn(signal: AbortSignal): Promise<void>;
  /** Gives back the admission and the turn (if it had one); safe to call more than once. */
  done(): void;
}

/**
 * Visual search's own small limits, so that decoding photos cannot take libuv's threadpool (4 threads, shared with
 * gzip, file reads and DNS) from every other answer: at most `running` uploads decode and search at once, at most
 * `waiting` more are admitted (reading their body or queued), and a further one is refused at once (503).
 */
export function createVisualSearchGate(running: number, waiting: number) {
  let admitted = 0;
  let active = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    while (active < running && queue.length) {
      active++;
      queue.shift()?.();
    }
  };
  return {
    /** A ticket for one upload, or null when `running + waiting` are already admitted. */
    admit(): GateTicket | null {
      if (admitted >= running + waiting) return null;
      admitted++;
      let state: 'admitted' | 'queued' | 'running' | 'done' = 'admitted';
      let leaveQueue: () => void = () => undefined;
      return {
        turn(signal) {
          return new Promise<void>((resolve, reject) => {
            if (signal.aborted || state !== 'admitted') return reject(new AbandonedError('The upload was abandoned.'));
            state = 'queued';
            const start = () => {
              signal.removeEventListener('abort', abandon);
              state = 'running';
              resolve();
            };
            const abandon = () => {
              leaveQueue();
              reject(new AbandonedError('The upload was abandoned while it waited.'));
            };
            leaveQueue = () => {
              const at = queue.indexOf(start);
              if (at >= 0) queue.splice(at, 1);
            };
            signal.addEventListener('abort', abandon, { once: true });
            queue.push(start);
            next();
          });
        },
        done() {
          if (state === 'done') return;
          if (state === 'queued') leaveQueue();
          if (state === 'running') active--;
          state = 'done';
          admitted--;
          next();
        },
      };
    },
    /** For the health of the limit in tests and logs: uploads admitted and decoding now. */
    load: () => ({ admitted, active }),
  };
}
