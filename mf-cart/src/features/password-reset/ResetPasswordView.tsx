import type { ReactNode } from 'react';
import { PATHS } from '@tiles/shared';
import type { Errors } from '../forms/validation';
import { passwordResetMessages } from './i18n/messages';
import { ResetPasswordForm } from './ResetPasswordForm';
import type { ResetField } from './useResetPassword';
import '../cart-identity/base.css';
import './passwordReset.css';

export interface ResetPasswordViewProps {
  hasToken: boolean;
  errors: Errors<ResetField>;
  busy: boolean;
  done: boolean;
  formError: string | null;
  linkRefused: boolean;
  onSubmit: (values: Record<ResetField, string>) => void;
  /** The request for a new link, shown when this one is missing or was refused. */
  askAgain: ReactNode;
}

/** Magento's createPassword page: set a new password with the mailed link, or ask for a new link. */
export function ResetPasswordView(p: ResetPasswordViewProps) {
  const t = passwordResetMessages.useT();
  return (
    <div className="cart-page cart-reset" data-boundary="mf-cart">
      <h1 id="cart-reset-title">{t('resetTitle')}</h1>
      {p.done ? (
        <div className="cart-card">
          <p className="cart-message" role="status">
            {t('done')}
          </p>
          <a href={PATHS.account} className="cart-btn">
            {t('signIn')}
          </a>
        </div>
      ) : (
        <>
          {!p.hasToken && (
            <p className="cart-message cart-message--error" role="alert">
              {t('noToken')}
            </p>
          )}
          {p.hasToken && <ResetPasswordForm errors={p.errors} busy={p.busy} formError={p.formError} onSubmit={p.onSubmit} />}
          {(!p.hasToken || p.linkRefused) && <div className="cart-card">{p.askAgain}</div>}
        </>
      )}
    </div>
  );
}
