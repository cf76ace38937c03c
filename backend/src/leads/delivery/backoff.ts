/**
 * The wait before retry number `failures` (1: after the first failed attempt): base, 2×base, 4×base … up to max, each
 * drawn between half and the whole of that step. The jitter spreads retries out, so leads queued together during an
 * outage do not all hit the receiver in the same instant when it comes back.
 */
export function retryDelay(failures: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const step = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(failures - 1, 0), 40));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** A Retry-After header (seconds or an HTTP date) as milliseconds from `now`, or null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The wait before the next try: our backoff, or longer when the receiver asked for it, never beyond max. */
export function nextWait(failures: number, retryAfter: number | null, baseMs: number, maxMs: number, random?: () => number): number {
  return Math.min(maxMs, Math.max(retryDelay(failures, baseMs, maxMs, random), retryAfter ?? 0));
}
