import { inputError } from '../errors';
import { passwordPolicyError } from './passwords';

/**
 * What Magento's AccountManagement checks of a new password (reset or change): not the account's e-mail, then the
 * policy (8 characters, 3 classes). Each with Magento's message, as an input error.
 */
export function checkNewPassword(email: string, password: string): void {
  if (email.trim().toLowerCase() === password.trim().toLowerCase())
    throw inputError("The password can't be the same as the email address. Create a new password and try again.");
  const policy = passwordPolicyError(password);
  if (policy) throw inputError(policy);
}
