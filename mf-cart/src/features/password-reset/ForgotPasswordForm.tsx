import { useState } from 'react';
import { PATHS } from '@tiles/shared';
import { Field } from '../forms/Field';
import { formMessages } from '../forms/i18n/messages';
import { passwordResetMessages } from './i18n/messages';

export interface ForgotPasswordFormProps {
  emailError?: string;
  busy: boolean;
  /** The address a link was asked for ('': one was, the page does not know which: after the form's redirect). */
  sentTo: string | null;
  formError: string | null;
  onSubmit: (email: string) => void;
  /** The form's heading, which names the form; hidden where a disclosure's summary already says it. */
  title: string;
  titleHidden?: boolean;
  /** h3 under the sign-in form's h2 on /account; h2 on the reset page, right under its h1. */
  titleLevel?: 2 | 3;
  idPrefix: string;
  /** What the shopper had typed (the page after a refused post without scripts). */
  initialEmail?: string;
}

/**
 * The reset-link request: one e-mail field; the answer is the same sentence whether an account exists or not. A
 * real form posted to Magento's forgotpassword page: without scripts the shop's server answers it.
 */
export function ForgotPasswordForm(p: ForgotPasswordFormProps) {
  const form = formMessages.useT();
  const t = passwordResetMessages.useT();
  const [value, setValue] = useState(p.initialEmail ?? '');
  const titleId = `${p.idPrefix}-title`;
  const Title = p.titleLevel === 2 ? 'h2' : 'h3';
  return (
    <form
      className="cart-reset-request"
      method="post"
      action={PATHS.forgotPassword}
      noValidate
      aria-labelledby={titleId}
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit(value);
      }}
    >
      <Title id={titleId} className={p.titleHidden ? 'cart-visually-hidden' : undefined}>
        {p.title}
      </Title>
      <p className="cart-hint">{t('forgotLead')}</p>
      <div role="status">
        {p.sentTo !== null && <p className="cart-message">{p.sentTo ? t('sent', { email: p.sentTo }) : t('sentNoAddress')}</p>}
      </div>
      {p.formError && (
        <p className="cart-message cart-message--error" role="alert">
          {p.formError}
        </p>
      )}
      <Field
        id={`${p.idPrefix}-email`}
        name="email"
        label={form('email')}
        type="email"
        autoComplete="email"
        value={value}
        error={p.emailError}
        onValue={setValue}
      />
      <button type="submit" className="cart-btn cart-btn--ghost" disabled={p.busy}>
        {p.busy ? t('sending') : t('send')}
      </button>
    </form>
  );
}
