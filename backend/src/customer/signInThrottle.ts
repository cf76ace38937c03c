import { magentoError } from '../errors';
import { createRateLimiter, rateSetting, type RateLimit } from '../leads/rateLimit';

/**
 * Failed sign-ins are limited twice: per account (Magento's lockout: 10 failures lock the account for 10 minutes),
 * which stops guessing one shopper's password from many addresses, and per client, which stops one address trying
 * many accounts. An unknown email counts like a known one, so the answers never tell which accounts exist.
 */
export function signInLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): { account: RateLimit; client: RateLimit } {
  return {
    account: rateSetting('TILES_SIGNIN_ACCOUNT_LIMIT', { max: 10, windowMs: 600_000 }, env),
    client: rateSetting('TILES_SIGNIN_CLIENT_LIMIT', { max: 20, windowMs: 900_000 }, env),
  };
}

const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export function createSignInThrottle(limits = signInLimitsFromEnv()) {
  const accounts = createRateLimiter(limits.account.max, limits.account.windowMs);
  const clients = createRateLimiter(limits.client.max, limits.client.windowMs);
  const accountKey = (email: string) => email.trim().toLowerCase();
  return {
    /** Throws the throttling error when this account or this client must wait; records nothing. */
    check(email: string, client: string): void {
      const forAccount = accounts.wait(accountKey(email));
      if (forAccount)
        throw magentoError(
          `Too many failed sign-in attempts for this account. Please wait ${inMinutes(forAccount)} and try again, or reset your password.`,
          'graphql-authentication',
        );
      const forClient = clients.wait(client);
      if (forClient)
        throw magentoError(
          `Too many failed sign-in attempts from your connection. Please wait ${inMinutes(forClient)} and try again.`,
          'graphql-authentication',
        );
    },
    failed(email: string, client: string): void {
      accounts.hit(accountKey(email));
      clients.hit(client);
    },
    succeeded(email: string): void {
      accounts.clear(accountKey(email));
    },
  };
}
