import { ConfigError } from '../configError';

export interface RateLimiter {
  /** Records one attempt for the key; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, now?: number): number;
  /** The seconds to wait before the next attempt would be allowed (0: allowed), recording nothing. */
  wait(key: string, now?: number): number;
  /** Forgets the key's attempts (a successful sign-in clears the account's failures). */
  clear(key: string): void;
}

/** Sliding-window limiter: at most `max` attempts per key in `windowMs`. */
export function createRateLimiter(max: number, windowMs: number): RateLimiter {
  const attempts = new Map<string, number[]>();
  let calls = 0;
  const recent = (key: string, now: number) => (attempts.get(key) ?? []).filter((t) => now - t < windowMs);
  const waitFor = (times: number[], now: number) => (times.length >= max ? Math.max(1, Math.ceil((times[0] + windowMs - now) / 1000)) : 0);
  // Keys are chosen by callers (any email, any address): forget the stale ones now and then, so memory stays bounded.
  const prune = (now: number) => {
    if (++calls % 1000) return;
    for (const [key, times] of attempts) if (now - times[times.length - 1] >= windowMs) attempts.delete(key);
  };
  return {
    hit(key, now = Date.now()) {
      prune(now);
      const times = recent(key, now);
      const wait = waitFor(times, now);
      if (!wait) times.push(now);
      attempts.set(key, times);
      return wait;
    },
    wait: (key, now = Date.now()) => waitFor(recent(key, now), now),
    clear: (key) => void attempts.delete(key),
  };
}

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** A `<count>/<seconds>` setting, or `fallback` when unset; anything else is a ConfigError. */
export function rateSetting(name: string, fallback: RateLimit, env: NodeJS.ProcessEnv = process.env): RateLimit {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const m = /^(\d+)\/(\d+)$/.exec(raw.trim());
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) throw new ConfigError(`${name} must be <count>/<seconds>, e.g. 20/600 (got "${raw}").`);
  return { max: Number(m[1]), windowMs: Number(m[2]) * 1000 };
}

/** `TILES_LEAD_RATE_LIMIT=<count>/<seconds>`, default 20 leads per 10 minutes per client. */
export const limitFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  rateSetting('TILES_LEAD_RATE_LIMIT', { max: 20, windowMs: 600_000 }, env);

export function tooManyMessage(waitSeconds: number): string {
  const minutes = Math.ceil(waitSeconds / 60);
  const wait = waitSeconds < 60 ? `${waitSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many requests from your connection. We already have your details; please wait ${wait} before sending another request.`;
}
