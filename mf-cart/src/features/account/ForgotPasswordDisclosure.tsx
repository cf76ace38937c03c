import { lazy, Suspense, useState } from 'react';
import { accountMessages } from './i18n/messages';

/** Few visitors of /account have forgotten their password: the request form's code loads when one opens this. */
const ForgotPasswordRequest = lazy(() =>
  import(/* webpackChunkName: "password-reset-request" */ '../password-reset/ForgotPasswordRequest').then((m) => ({
    default: m.ForgotPasswordRequest,
  })),
);

/** "Forgot your password?" under the sign-in form: a native disclosure, which opens from the keyboard as well. */
export function ForgotPasswordDisclosure() {
  const t = accountMessages.useT();
  const [open, setOpen] = useState(false);
  return (
    <details className="cart-card cart-forgot" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('forgotPassword')}</summary>
      {open && (
        <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
          <ForgotPasswordRequest />
        </Suspense>
      )}
    </details>
  );
}
