import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CORSOptions } from 'graphql-yoga';
import { ConfigError } from '../configError';
import { storefrontUrlFromEnv } from '../mail/settings';
import { storefrontOriginFor } from '../customer/resetMail';
import { isProduction } from '../runMode';
import { BACKEND_ROOT } from '../store/db';

/** An `http(s)://host[:port]` origin, exactly as a browser sends it in Origin; anything else is a ConfigError. */
function origin(raw: string): string {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== raw.replace(/\/$/, ''))
    throw new ConfigError(`TILES_CORS_ORIGINS must be comma-separated http(s) origins such as https://app.tiles.example (got "${raw}").`);
  return url.origin;
}

/** Each front end's own local address (the standalone remotes' harness pages call the backend directly). */
function localFrontends(env: NodeJS.ProcessEnv): string[] {
  const ports = JSON.parse(readFileSync(path.join(BACKEND_ROOT, '../shared/src/config/ports.json'), 'utf8')) as Record<string, number>;
  return Object.entries(ports)
    .filter(([name]) => name !== 'backend')
    .map(([name, port]) => `http://localhost:${env[`TILES_PORT_${name.replace(/-/g, '_').toUpperCase()}`] || port}`);
}

/**
 * The origins whose pages may call /graphql from a browser: the storefront (TILES_STOREFRONT_URL) and its hi./ta.
 * hosts, `TILES_CORS_ORIGINS` (comma-separated, for another client of this API), and outside production the local
 * front ends. Any other site's page gets no CORS answer, so its visitors' browsers do not send its requests for it.
 */
export function corsOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const storefront = storefrontUrlFromEnv(env);
  const own = (['en', 'hi', 'ta'] as const).map((lang) => storefrontOriginFor(storefront, lang));
  const extra = (env.TILES_CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(origin);
  return [...new Set([...own, ...extra, ...(isProduction(env) ? [] : localFrontends(env))])];
}

/** Yoga's CORS for /graphql: a configured origin is answered (never with credentials), any other gets no CORS headers. */
export function graphqlCors(origins = corsOriginsFromEnv()): (request: Request) => CORSOptions {
  const allowed = new Set(origins);
  return (request) => {
    const from = request.headers.get('origin');
    if (!from || !allowed.has(from)) return false;
    return {
      origin: [from],
      credentials: false,
      allowedHeaders: ['Content-Type', 'Authorization', 'Store', 'Content-Currency'],
      methods: ['GET', 'POST', 'OPTIONS'],
    };
  };
}
