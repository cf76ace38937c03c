import { ConfigError } from '../configError';
import { createRateLimiter, rateSetting, type RateLimit } from '../leads/rateLimit';

export interface AccountSettings {
  /** Accounts one client may create per window (each aliased createCustomerV2 counts). */
  createLimit: RateLimit;
  /**
   * Magento's "Enable Guest Checkout Login" (checkout/options/enable_guest_checkout_login). Off by default, as in
   * Magento 2.4.7: isEmailAvailable then answers true for every address, so it cannot list who has an account.
   */
  guestCheckoutLogin: boolean;
  /** E-mail changes per account and per client (each attempt with the right password counts, taken address or not). */
  emailChangeLimit: RateLimit;
}

/**
 * `TILES_ACCOUNT_CREATE_LIMIT=<count>/<seconds>` (default 10 per 10 minutes), `TILES_GUEST_CHECKOUT_LOGIN=0|1` and
 * `TILES_EMAIL_CHANGE_LIMIT=<count>/<seconds>` (default 5 an hour).
 */
export function accountSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): AccountSettings {
  const login = (env.TILES_GUEST_CHECKOUT_LOGIN ?? '').trim();
  if (!['', '0', '1'].includes(login)) throw new ConfigError(`TILES_GUEST_CHECKOUT_LOGIN must be 0 or 1 (got "${login}").`);
  return {
    createLimit: rateSetting('TILES_ACCOUNT_CREATE_LIMIT', { max: 10, windowMs: 600_000 }, env),
    guestCheckoutLogin: login === '1',
    emailChangeLimit: rateSetting('TILES_EMAIL_CHANGE_LIMIT', { max: 5, windowMs: 3_600_000 }, env),
  };
}

/** Account creations per client, in a sliding window; the limiter is made once, from the settings at start. */
export function createAccountThrottle(limit = accountSettingsFromEnv().createLimit) {
  const limiter = createRateLimiter(limit.max, limit.windowMs);
  /** Records one attempt; answers the seconds the client must wait when it is over the limit (nothing recorded), else 0. */
  return (client: string): number => limiter.hit(client);
}
