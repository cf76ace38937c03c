import type { IncomingMessage } from 'node:http';

export interface RateLimiter {
  /** Records one attempt for the client; returns the seconds to wait when over the limit, else 0. */
  hit(client: string, now?: number): number;
}

/** Sliding-window limiter: at most `max` attempts per client in `windowMs`. */
export function createRateLimiter(max: number, windowMs: number): RateLimiter {
  const attempts = new Map<string, number[]>();
  return {
    hit(client, now = Date.now()) {
      const recent = (attempts.get(client) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= max) {
        attempts.set(client, recent);
        return Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000));
      }
      recent.push(now);
      attempts.set(client, recent);
      return 0;
    },
  };
}

/** `TILES_LEAD_RATE_LIMIT=<count>/<seconds>`, default 20 leads per 10 minutes per client. */
export function limitFromEnv(value = process.env.TILES_LEAD_RATE_LIMIT): { max: number; windowMs: number } {
  const m = value ? /^(\d+)\/(\d+)$/.exec(value) : null;
  return m ? { max: Number(m[1]), windowMs: Number(m[2]) * 1000 } : { max: 20, windowMs: 600_000 };
}

/**
 * The client a request counts against. X-Forwarded-For is trusted only when TILES_TRUST_PROXY=1
 * (behind our own proxy), otherwise any caller could pick a fresh identity per request.
 */
export function clientOf(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (process.env.TILES_TRUST_PROXY === '1' && typeof forwarded === 'string' && forwarded.trim()) return forwarded.split(',')[0].trim();
  return req.socket.remoteAddress ?? 'unknown';
}

export function tooManyMessage(waitSeconds: number): string {
  const minutes = Math.ceil(waitSeconds / 60);
  const wait = waitSeconds < 60 ? `${waitSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many requests from your connection. We already have your details; please wait ${wait} before sending another request.`;
}
