import { ForgotPasswordForm } from './ForgotPasswordForm';
import { passwordResetMessages } from './i18n/messages';
import { useForgotPassword } from './useForgotPassword';
import './passwordReset.css';

/**
 * "Forgot your password?" under the sign-in form: a native disclosure (opens and closes from the keyboard before
 * any script), with the request form inside.
 */
export function ForgotPassword() {
  const t = passwordResetMessages.useT();
  const request = useForgotPassword();
  return (
    <details className="cart-card cart-forgot">
      <summary>{t('forgot')}</summary>
      <ForgotPasswordForm {...request} onSubmit={request.handleSubmit} title={t('forgot')} titleHidden idPrefix="cart-forgot" />
    </details>
  );
}
