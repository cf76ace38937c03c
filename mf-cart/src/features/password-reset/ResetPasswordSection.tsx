import { ForgotPasswordForm } from './ForgotPasswordForm';
import { passwordResetMessages } from './i18n/messages';
import { ResetPasswordView } from './ResetPasswordView';
import { useForgotPassword } from './useForgotPassword';
import { useResetPassword } from './useResetPassword';

/** The reset page wired to its hooks; `search` is the page's query string, which holds the mailed token. */
export function ResetPasswordSection({ search }: { search: string }) {
  const t = passwordResetMessages.useT();
  const reset = useResetPassword(search);
  const request = useForgotPassword();
  return (
    <ResetPasswordView
      {...reset}
      onSubmit={reset.handleSubmit}
      askAgain={
        <ForgotPasswordForm {...request} onSubmit={request.handleSubmit} title={t('askAgain')} titleLevel={2} idPrefix="cart-ask-again" />
      }
    />
  );
}
