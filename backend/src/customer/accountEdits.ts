import type { StoreContext } from '../context';
import { inputError } from '../errors';
import { createRateLimiter } from '../leads/rateLimit';
import { accountSettingsFromEnv } from './accountSettings';
import { sendAccountNotice } from './accountNotice';
import { checkMiddleName, checkName, isValidEmail } from './accountInput';
import { checkCurrentPassword } from './currentPassword';
import { hashPassword } from './passwords';
import { checkNewPassword } from './passwordRules';
import { customerByEmail, customerById, type CustomerRow } from './repository';
import { hashToken } from './tokens';
import { waitText } from './waitText';

const emailChangeLimit = accountSettingsFromEnv().emailChangeLimit;
const emailChangeAttempts = createRateLimiter(emailChangeLimit.max, emailChangeLimit.windowMs);
/**
 * Magento's generic "could not save" wording (Customer\Controller\Account\EditPost). A taken address answers this,
 * not "already exists": the answer does not name an account, and each attempt counts against the limit below.
 */
export const EMAIL_NOT_SAVED = "We can't save the customer.";

/**
 * Counts one e-mail change attempt for the account and for the client; refuses while either is over the limit
 * (TILES_EMAIL_CHANGE_LIMIT), so a signed-in shopper cannot try address after address.
 */
function countEmailChange(ctx: StoreContext, customer: CustomerRow): void {
  const keys = [`account:${customer.id}`, `client:${ctx.client}`];
  const wait = Math.max(...keys.map((key) => emailChangeAttempts.wait(key)));
  if (wait)
    throw inputError(`Too many e-mail changes for this account or from your connection. Please wait ${waitText(wait)} and try again.`);
  for (const key of keys) emailChangeAttempts.hit(key);
}

/** The fields of Magento's CustomerInput / CustomerUpdateInput this store keeps (others are accepted and not kept). */
export interface AccountInput {
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  email?: string | null;
  password?: string | null;
}

const NAMES = [
  ['firstname', 'First Name'],
  ['lastname', 'Last Name'],
] as const;

/**
 * Magento's UpdateCustomerAccount: a new e-mail needs the current password (checked first), then the required
 * names and the e-mail's format, then the names by Magento's Name validator; nothing is stored unless all pass.
 * An e-mail change is counted, answers a taken address with the generic wording, ends any reset link mailed
 * before it and tells the old address.
 */
export function updateAccount(ctx: StoreContext, customer: CustomerRow, input: AccountInput): CustomerRow {
  const email = input.email?.trim();
  const emailChanges = !!email && email.toLowerCase() !== customer.email.toLowerCase();
  if (emailChanges) {
    if (!input.password) throw inputError('Provide the current "password" to change "email".');
    checkCurrentPassword(customer, input.password);
  }
  const missing = NAMES.filter(([key]) => input[key] !== undefined && !String(input[key] ?? '').trim());
  if (missing.length) throw inputError(`Required parameters are missing: ${missing.map(([, label]) => label).join(', ')}`);
  if (input.email != null && !isValidEmail(input.email.trim())) throw inputError(`"${input.email}" is not a valid email address.`);
  for (const [key, label] of NAMES) if (input[key] != null) checkName(String(input[key]).trim(), label);
  checkMiddleName(input.middlename);
  if (emailChanges) {
    countEmailChange(ctx, customer);
    if (customerByEmail(ctx.db, email)) throw inputError(EMAIL_NOT_SAVED);
  }
  ctx.db.transaction(() => {
    ctx.db
      .prepare('UPDATE customers SET firstname = ?, lastname = ?, email = ? WHERE id = ?')
      .run(
        input.firstname?.trim() || customer.firstname,
        input.lastname?.trim() || customer.lastname,
        emailChanges ? email : customer.email,
        customer.id,
      );
    // The newsletter row follows the account's address (Magento updates the subscriber with the customer).
    if (emailChanges) {
      ctx.db.prepare('DELETE FROM newsletter_subscribers WHERE email = ? AND customer_id IS NOT ?').run(email, customer.id);
      ctx.db.prepare('UPDATE newsletter_subscribers SET email = ? WHERE customer_id = ?').run(email, customer.id);
      // A reset link went to the old address: it must not reset the account that now belongs to the new one.
      ctx.db.prepare('DELETE FROM customer_password_resets WHERE customer_id = ?').run(customer.id);
    }
  })();
  if (emailChanges) sendAccountNotice(customer, 'email', email);
  return customerById(ctx.db, customer.id) as CustomerRow;
}

/**
 * changeCustomerPassword: the current password first (Magento's messages), then the new one by Magento's rules.
 * Every other session of the account ends (Magento's SessionCleaner keeps only the current one), and an unused
 * reset link stops working, as Magento clears rp_token.
 */
export function changePassword(ctx: StoreContext, customer: CustomerRow, currentPassword: string, newPassword: string): CustomerRow {
  if (!currentPassword?.trim()) throw inputError('Specify the "currentPassword" value.');
  if (!newPassword?.trim()) throw inputError('Specify the "newPassword" value.');
  checkCurrentPassword(customer, currentPassword);
  checkNewPassword(customer.email, newPassword);
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE customers SET password_hash = ? WHERE id = ?').run(hashPassword(newPassword), customer.id);
    ctx.db.prepare('DELETE FROM customer_password_resets WHERE customer_id = ?').run(customer.id);
    ctx.db
      .prepare('UPDATE customer_tokens SET revoked = 1 WHERE customer_id = ? AND revoked = 0 AND token_hash IS NOT ?')
      .run(customer.id, ctx.token ? hashToken(ctx.token) : null);
  })();
  sendAccountNotice(customer, 'password');
  return customerById(ctx.db, customer.id) as CustomerRow;
}
