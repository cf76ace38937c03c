import { useEffect } from 'react';
import { PATHS, useNavigate } from '@tiles/shared';
import { accountMessages } from './i18n/messages';
import { SignInForm } from './SignInForm';
import type { SignInPageState } from './signInState';
import { useAccount } from './useAccount';
import '../cart-identity/base.css';
import './account.css';

/**
 * Magento's /customer/account/login: the sign-in form as a page of its own, which the server draws (it posts without
 * scripts; `initial` is what the server drew). Live, it signs in in place and goes on to the account.
 */
export function SignInPage({ initial }: { initial?: SignInPageState }) {
  const t = accountMessages.useT();
  const a = useAccount();
  const navigate = useNavigate();
  const signedIn = a.signedIn;
  useEffect(() => {
    if (signedIn) navigate(PATHS.account);
  }, [signedIn, navigate]);
  const formError = a.formError?.form === 'signin' ? a.formError.text : (initial?.formError ?? null);
  const touched = a.formError !== null || Object.values(a.signInErrors).some(Boolean);
  return (
    <div className="cart-page" data-boundary="mf-cart">
      <h1>{t('title')}</h1>
      <div className="cart-account-grid">
        <SignInForm
          errors={touched ? a.signInErrors : (initial?.errors ?? {})}
          formError={formError}
          busy={a.busy === 'signin'}
          onSubmit={a.handleSignIn}
          initialEmail={initial?.email}
        />
      </div>
    </div>
  );
}
