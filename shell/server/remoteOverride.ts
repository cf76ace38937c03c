import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REMOTE_FOLDERS } from '@tiles/shared/src/contracts/remotes';
import type { Store } from './config';

/**
 * An integration tester's candidate remote for their own browser only: `tiles_e2e_remote=<payload>.<signature>`, the
 * payload `{ remote, manifest, exp }` (base64url JSON), signed with HMAC-SHA-256 under the secret the shell was given
 * (`TILES_E2E_OVERRIDE_SECRET`); without that secret the shell reads no override at all. Short-lived: `exp` (seconds)
 * at most an hour ahead. The candidate's code runs in that browser only; the server never runs code from a URL a
 * request names, so the overridden remote is rendered in the browser.
 */
export const OVERRIDE_COOKIE = 'tiles_e2e_remote';
export const MOST_OVERRIDE_SECONDS = 3600;
export type RemoteOverride = { remote: string; manifest: string; origin: string };

const signatureOf = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** The token a tester's run sets (e2e/support): `remote` at `manifest` until `exp` (Unix seconds). */
export function signOverride(secret: string, remote: string, manifest: string, exp: number): string {
  const payload = Buffer.from(JSON.stringify({ remote, manifest, exp })).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The request's valid override, or null (none, no secret configured, a wrong signature, expired, malformed). */
export function overrideOf(req: IncomingMessage, secret: string | undefined, now = Date.now()): RemoteOverride | null {
  if (!secret) return null;
  const token = new RegExp(`(?:^|;\\s*)${OVERRIDE_COOKIE}=([\\w-]{1,2000})\\.([\\w-]{43})(?:;|$)`).exec(req.headers.cookie ?? '');
  if (!token) return null;
  const [, payload, signature] = token;
  const expected = Buffer.from(signatureOf(secret, payload));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return null;
  try {
    const { remote, manifest, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const seconds = now / 1000;
    if (typeof exp !== 'number' || exp <= seconds || exp > seconds + MOST_OVERRIDE_SECONDS) return null;
    if (typeof remote !== 'string' || !Object.hasOwn(REMOTE_FOLDERS, remote)) return null;
    const url = new URL(manifest);
    if (!/^https?:$/.test(url.protocol) || !url.pathname.endsWith('/mf-manifest.json') || url.username || url.password) return null;
    return { remote, manifest: url.href, origin: url.origin };
  } catch {
    return null;
  }
}

/** The store with the candidate in the browser's remotes (the page's CSP admits its origin; the page is not stored). */
export function withOverride(store: Store, override: RemoteOverride | null): Store {
  if (!override) return store;
  const browser = { ...store.browser, remotes: { ...store.browser.remotes, [override.remote]: override.manifest } };
  return { ...store, browser, override };
}

/** The remotes whose server containers render this store's pages: never an overridden one (its URL came in a request). */
export function serverRemotesOf(store: Store): Record<string, string> {
  if (!store.override) return store.browser.remotes;
  const { [store.override.remote]: _candidate, ...configured } = store.browser.remotes;
  return configured;
}
