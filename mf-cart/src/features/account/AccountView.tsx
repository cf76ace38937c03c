import { accountMessages } from './i18n/messages';
import type { ReactNode } from 'react';
import { PATHS } from '@tiles/shared';
import type { CustomerName } from '../cart-identity/customerSession';
import type { Errors } from '../forms/validation';
import { CreateAccountForm } from './CreateAccountForm';
import { SignInForm } from './SignInForm';
import type { NewAccount } from './accountSession';
import type { CreateField, SignInField } from './useAccount';
import '../cart-identity/base.css';
import './account.css';

export interface AccountViewProps {
  signedIn: boolean;
  customer: CustomerName | null;
  checking: boolean;
  busy: 'signin' | 'create' | 'signout' | null;
  signInErrors: Errors<SignInField>;
  createErrors: Errors<CreateField>;
  formError: { form: 'signin' | 'create'; text: string } | null;
  onSignIn: (values: Record<SignInField, string>) => void;
  onCreate: (values: NewAccount) => void;
  onSignOut: () => void;
  /** "Forgot your password?" under the sign-in form (a guest's). */
  forgotPassword?: ReactNode;
  /** The signed-in customer's sections (address book, orders, account details). */
  children?: ReactNode;
}

export function AccountView(p: AccountViewProps) {
  const t = accountMessages.useT();
  if (p.checking)
    return (
      <div className="cart-page" data-boundary="mf-cart">
        <h1>{t('title')}</h1>
        <p aria-busy="true">{t('loading')}</p>
      </div>
    );
  if (p.signedIn && p.customer) {
    return (
      <div className="cart-page" data-boundary="mf-cart">
        <h1>{t('hello', { name: p.customer.firstname })}</h1>
        <div className="cart-card cart-account-summary">
          <p>
            {t('signedInAs')}{' '}
            <strong>
              {p.customer.firstname} {p.customer.lastname}
            </strong>
            {p.customer.email && <> ({p.customer.email})</>}.
          </p>
          <div className="cart-inline">
            <a href={PATHS.cart} className="cart-btn cart-btn--ghost">
              {t('viewCart')}
            </a>
            <a href={PATHS.wishlist} className="cart-btn cart-btn--ghost">
              {t('viewWishlist')}
            </a>
            <button type="button" className="cart-btn" onClick={p.onSignOut} disabled={p.busy === 'signout'}>
              {t('signOut')}
            </button>
          </div>
        </div>
        <div className="cart-account-sections">{p.children}</div>
      </div>
    );
  }
  return (
    <div className="cart-page" data-boundary="mf-cart">
      <h1>{t('title')}</h1>
      <p className="cart-hint cart-account-lead">{t('lead')}</p>
      <div className="cart-account-grid">
        <div>
          <SignInForm
            errors={p.signInErrors}
            formError={p.formError?.form === 'signin' ? p.formError.text : null}
            busy={p.busy === 'signin'}
            onSubmit={p.onSignIn}
          />
          {p.forgotPassword}
        </div>
        <CreateAccountForm
          errors={p.createErrors}
          formError={p.formError?.form === 'create' ? p.formError.text : null}
          busy={p.busy === 'create'}
          onSubmit={p.onCreate}
        />
      </div>
      <p className="cart-account-guest-order">
        {t('guestOrder')} <a href={PATHS.guestOrder}>{t('findOrder')}</a>
      </p>
    </div>
  );
}
