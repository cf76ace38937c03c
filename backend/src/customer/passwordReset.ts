import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StoreContext } from '../context';
import { inputError } from '../errors';
import { sendMail } from '../mail/outbox';
import { mailSettingsFromEnv } from '../mail/settings';
import { isValidEmail } from './accountInput';
import { hashPassword } from './passwords';
import { checkNewPassword } from './passwordRules';
import { createPasswordResetThrottle, passwordResetSettingsFromEnv } from './passwordResetSettings';
import { customerByEmail } from './repository';
import { resetLink, resetMail, storefrontOriginFor } from './resetMail';
import { revokeCustomerTokens } from './tokens';

const throttle = createPasswordResetThrottle();
const sha256 = (token: string) => createHash('sha256').update(token).digest();
const MISMATCHED = 'The password token is mismatched. Reset and try again.';

function checkEmail(email: string | null | undefined): string {
  const trimmed = email?.trim() ?? '';
  if (!trimmed) throw inputError('You must specify an email address.');
  if (!isValidEmail(trimmed)) throw inputError('The email address has an invalid format.');
  return trimmed;
}

/**
 * requestPasswordResetEmail. Unlike Magento 2.4.7 ("Cannot reset the customer's password" for an unknown e-mail),
 * every well-formed e-mail gets `true` and counts against the limits; only an account's gets a mail.
 */
export function requestPasswordReset(ctx: StoreContext, rawEmail: string | null | undefined): boolean {
  const email = checkEmail(rawEmail);
  const over = throttle.over(email, ctx.client);
  const contact = mailSettingsFromEnv().storeEmail;
  if (over === 'frequency')
    throw inputError(`We received too many requests for password resets. Please wait and try again later or contact ${contact}.`);
  if (over === 'quantity') throw inputError(`Too many password reset requests. Please wait and try again or contact ${contact}.`);
  throttle.record(email, ctx.client);
  const customer = customerByEmail(ctx.db, email);
  if (!customer) return true;
  const token = randomBytes(32).toString('base64url');
  ctx.db
    .prepare(
      'INSERT INTO customer_password_resets (customer_id, token_hash, created_at) VALUES (?, ?, ?) ' +
        'ON CONFLICT(customer_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at',
    )
    .run(customer.id, sha256(token).toString('hex'), Date.now());
  const settings = mailSettingsFromEnv();
  const link = resetLink(storefrontOriginFor(settings.storefrontUrl, ctx.lang), token);
  sendMail({ to: customer.email, ...resetMail(ctx.lang, customer.firstname, link, passwordResetSettingsFromEnv().linkHours) }, settings);
  return true;
}

interface ResetArgs {
  email?: string | null;
  resetPasswordToken?: string | null;
  newPassword?: string | null;
}

/**
 * resetPassword: the token is single-use (removed on success) and expires after the link period; the reasons are
 * Magento's (2.4.7 passes them through). An unknown e-mail answers like a wrong token, so this cannot list
 * accounts either. A reset ends every session of the account: whoever knew the old password is signed out.
 */
export function resetPassword(ctx: StoreContext, args: ResetArgs): boolean {
  const email = checkEmail(args.email);
  if (!args.resetPasswordToken) throw inputError('resetPasswordToken must be specified');
  if (!args.newPassword) throw inputError('newPassword must be specified');
  const customer = customerByEmail(ctx.db, email);
  const stored = customer
    ? (ctx.db.prepare('SELECT token_hash, created_at FROM customer_password_resets WHERE customer_id = ?').get(customer.id) as
        { token_hash: string; created_at: number } | undefined)
    : undefined;
  if (!customer || !stored || !timingSafeEqual(Buffer.from(stored.token_hash, 'hex'), sha256(args.resetPasswordToken)))
    throw inputError(MISMATCHED);
  if (Date.now() - stored.created_at >= passwordResetSettingsFromEnv().linkHours * 3_600_000)
    throw inputError('The password token is expired. Reset and try again.');
  checkNewPassword(customer.email, args.newPassword);
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE customers SET password_hash = ? WHERE id = ?').run(hashPassword(args.newPassword as string), customer.id);
    ctx.db.prepare('DELETE FROM customer_password_resets WHERE customer_id = ?').run(customer.id);
    revokeCustomerTokens(ctx.db, customer.id);
  })();
  return true;
}
