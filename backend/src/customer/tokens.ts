import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../store/db';

/** Magento's default customer token lifetime is one hour; TILES_TOKEN_TTL_MINUTES overrides it (e.g. for tests). */
export const tokenTtlMs = () => Number(process.env.TILES_TOKEN_TTL_MINUTES ?? 60) * 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh random bearer token; only its hash is stored. */
export function issueToken(db: Db, customerId: number, now = Date.now()): string {
  const token = randomBytes(24).toString('base64url');
  db.prepare('INSERT INTO customer_tokens (customer_id, token_hash, expires_at) VALUES (?, ?, ?)').run(
    customerId,
    hashToken(token),
    now + tokenTtlMs(),
  );
  return token;
}

/** The customer a token belongs to, or null when it is unknown, revoked or expired. */
export function customerIdForToken(db: Db, token: string, now = Date.now()): number | null {
  const row = db.prepare('SELECT customer_id, expires_at, revoked FROM customer_tokens WHERE token_hash = ?').get(hashToken(token)) as
    { customer_id: number; expires_at: number; revoked: number } | undefined;
  if (!row || row.revoked || row.expires_at <= now) return null;
  return row.customer_id;
}

/**
 * Sign-out, as Magento's revokeCustomerToken does it: every token of the customer is revoked, so a session left
 * signed in on another device (or a stolen token) ends too, not only the one that asked.
 */
export function revokeCustomerTokens(db: Db, customerId: number): void {
  db.prepare('UPDATE customer_tokens SET revoked = 1 WHERE customer_id = ? AND revoked = 0').run(customerId);
}
