import { inputError } from '../errors';
import { createRateLimiter, rateSetting } from '../leads/rateLimit';
import { waitText } from '../customer/waitText';

/**
 * `TILES_WISHLIST_WRITE_LIMIT=<count>/<seconds>`: wishlist changes (each add, remove or update mutation, each alias
 * counting) one customer may make, default 60 in 5 minutes: a shopper hearting tiles makes one a tap.
 */
export const wishlistWriteLimitFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  rateSetting('TILES_WISHLIST_WRITE_LIMIT', { max: 60, windowMs: 300_000 }, env);

const limit = wishlistWriteLimitFromEnv();
const perCustomer = createRateLimiter(limit.max, limit.windowMs);

/** Counts one wishlist change for the customer; over the limit, refuses it before it reads or writes anything. */
export function countWishlistWrite(customerId: number): void {
  const wait = perCustomer.hit(String(customerId));
  if (wait) throw inputError(`Too many wish list changes from your account. Please wait ${waitText(wait)} and try again.`);
}
