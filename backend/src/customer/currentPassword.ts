import { magentoError } from '../errors';
import { createRateLimiter } from '../leads/rateLimit';
import { verifyPassword } from './passwords';
import type { CustomerRow } from './repository';
import { signInLimitsFromEnv } from './signInThrottle';

// Wrong current passwords lock the account like failed sign-ins (Magento's lockout, 10 in 10 minutes), so a
// stolen session cannot guess the password through changeCustomerPassword or updateCustomerEmail.
const { account } = signInLimitsFromEnv();
const failures = createRateLimiter(account.max, account.windowMs);

/** Magento's CheckCustomerPassword: "Invalid login or password.", and "The account is locked." while locked. */
export function checkCurrentPassword(customer: CustomerRow, password: string): void {
  const key = String(customer.id);
  if (failures.wait(key)) throw magentoError('The account is locked.', 'graphql-authentication');
  if (!verifyPassword(password, customer.password_hash)) {
    failures.hit(key);
    throw magentoError('Invalid login or password.', 'graphql-authentication');
  }
  failures.clear(key);
}
