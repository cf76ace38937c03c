import { ForgotPasswordForm } from './ForgotPasswordForm';
import { passwordResetMessages } from './i18n/messages';
import { useForgotPassword } from './useForgotPassword';
import './passwordReset.css';

/** The reset-link request wired to its hook, inside /account's "Forgot your password?" disclosure (which names it). */
export function ForgotPasswordRequest() {
  const t = passwordResetMessages.useT();
  const request = useForgotPassword();
  return <ForgotPasswordForm {...request} onSubmit={request.handleSubmit} title={t('forgot')} titleHidden idPrefix="cart-forgot" />;
}
