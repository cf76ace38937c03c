import { ForgotPasswordForm } from './ForgotPasswordForm';
import { passwordResetMessages } from './i18n/messages';
import { useForgotPassword, type ForgotPasswordState } from './useForgotPassword';
import '../cart-identity/base.css';
import './passwordReset.css';

/**
 * Magento's /customer/account/forgotpassword: the reset-link request as a page of its own, which the server renders
 * (it works without scripts); `initial` is the state it rendered.
 */
export function ForgotPasswordPage({ initial }: { initial?: ForgotPasswordState }) {
  const t = passwordResetMessages.useT();
  const request = useForgotPassword(initial);
  return (
    <div className="cart-page cart-reset" data-boundary="mf-cart">
      <h1>{t('forgot')}</h1>
      <div className="cart-card">
        <ForgotPasswordForm
          {...request}
          onSubmit={request.handleSubmit}
          title={t('forgot')}
          titleHidden
          titleLevel={2}
          idPrefix="cart-forgot-page"
        />
      </div>
    </div>
  );
}
