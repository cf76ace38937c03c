import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../configError';
import { isValidEmail } from '../customer/accountInput';
import { rateSetting } from '../leads/rateLimit';
import { BACKEND_ROOT } from '../store/db';
import { isProduction } from '../runMode';

export interface MailSettings {
  /** Where each mail the store sends is written, one RFC 5322 `.eml` file per mail. */
  dir: string;
  /** The store's own address: the sender of every mail and the recipient of contact messages. */
  storeEmail: string;
  /** The storefront's origin, which links in mails (the password reset page) open. */
  storefrontUrl: string;
}

function storefrontOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`TILES_STOREFRONT_URL must be an absolute http(s) origin such as https://tiles.example (got "${raw}").`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!['http:', 'https:'].includes(url.protocol) || !bare)
    throw new ConfigError(`TILES_STOREFRONT_URL must be an absolute http(s) origin such as https://tiles.example (got "${raw}").`);
  return url.origin;
}

/**
 * `TILES_STOREFRONT_URL`: the origin shoppers open the store at, which every mailed link points to. Outside production
 * it defaults to http://localhost:3000 (`npm start` sets it from the shell's port); in production it must be set, as
 * a default there would send reset tokens to whatever answers on another host.
 */
export function storefrontUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.TILES_STOREFRONT_URL?.trim();
  if (!raw && isProduction(env))
    throw new ConfigError(
      'TILES_STOREFRONT_URL must be set in production (NODE_ENV=production): the origin shoppers open the store at, such as https://tiles.example; mailed links point there.',
    );
  return storefrontOrigin(raw || 'http://localhost:3000');
}

/**
 * `TILES_MAIL_DIR` (default backend/data/mail; created, and must be writable), `TILES_STORE_EMAIL` (default
 * sales@tiles.example) and `TILES_STOREFRONT_URL` (storefrontUrlFromEnv). Read per use, so a test that
 * points them elsewhere before it starts the backend is honoured.
 */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const dir = path.resolve(env.TILES_MAIL_DIR?.trim() || path.join(BACKEND_ROOT, 'data', 'mail'));
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (err) {
    throw new ConfigError(`TILES_MAIL_DIR must be a writable directory (${dir}: ${(err as NodeJS.ErrnoException).code ?? 'not usable'}).`);
  }
  const storeEmail = env.TILES_STORE_EMAIL?.trim() || 'sales@tiles.example';
  if (!isValidEmail(storeEmail)) throw new ConfigError(`TILES_STORE_EMAIL must be an e-mail address (got "${storeEmail}").`);
  return { dir, storeEmail, storefrontUrl: storefrontUrlFromEnv(env) };
}

/**
 * `TILES_MAIL_RECIPIENT_LIMIT=<count>/<seconds>`: mails to one address in a window, whoever asked for them (default
 * 10 an hour; the newsletter welcome at most once in that window).
 */
export const recipientLimitFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  rateSetting('TILES_MAIL_RECIPIENT_LIMIT', { max: 10, windowMs: 3_600_000 }, env);
