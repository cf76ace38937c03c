import { withTimeout } from '@tiles/shared/src/async/withTimeout';

// A value read from a configured remote, re-read every `everyMs` so a redeploy shows up without a restart: one read at
// a time per key, bounded by `limitMs`. `read` answers undefined for no verdict (slow, 5xx): the value in hand stays.
export function recheckEvery<T>(everyMs: number, limitMs: number, read: (key: string, had: T | undefined) => Promise<T | undefined>) {
  const held = new Map<string, { at: number; value: T }>();
  const reading = new Map<string, Promise<T | undefined>>();
  /** The value for `key`: at once while fresh; when due, the re-read's if it comes within `waitMs`, else the one in hand. */
  return (key: string, waitMs = 0): Promise<T | undefined> => {
    const had = held.get(key);
    if (had && Date.now() - had.at < everyMs) return Promise.resolve(had.value);
    let pending = reading.get(key);
    if (!pending) {
      const run = read(key, had?.value).then((value) => {
        if (value !== undefined) held.set(key, { at: Date.now(), value });
        else if (had?.value) had.at = Date.now();
        return value ?? had?.value;
      });
      pending = withTimeout(run, limitMs, () => had?.value).finally(() => reading.delete(key));
      reading.set(key, pending);
    }
    if (!had) return pending;
    return waitMs ? withTimeout(pending, waitMs, () => had.value) : Promise.resolve(had.value);
  };
}
