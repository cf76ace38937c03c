import { useState } from 'react';
import { Field } from '../forms/Field';
import { formMessages } from '../forms/i18n/messages';
import type { Errors } from '../forms/validation';
import { EditOutcomeMessage } from './EditOutcomeMessage';
import { accountEditsMessages } from './i18n/messages';
import type { EditOutcome, EmailField } from './useAccountEdits';

interface Props {
  currentEmail: string | null;
  errors: Errors<EmailField>;
  busy: boolean;
  outcome: EditOutcome | null;
  onSubmit: (values: Record<EmailField, string>) => Promise<boolean>;
}

/** A new sign-in e-mail; the store asks for the password before it moves the account. */
export function EmailForm({ currentEmail, errors, busy, outcome, onSubmit }: Props) {
  const form = formMessages.useT();
  const t = accountEditsMessages.useT();
  const [values, setValues] = useState({ email: '', password: '' });
  const set = (k: EmailField) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  return (
    <form
      className="cart-edit-form"
      noValidate
      aria-labelledby="cart-edit-email-title"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit(values).then((saved) => saved && setValues({ email: '', password: '' }));
      }}
    >
      <h3 id="cart-edit-email-title">{t('emailTitle')}</h3>
      {currentEmail && <p className="cart-hint">{t('emailNow', { email: currentEmail })}</p>}
      <EditOutcomeMessage outcome={outcome} form="email" />
      <Field
        id="cart-edit-email"
        label={t('newEmail')}
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onValue={set('email')}
      />
      <Field
        id="cart-edit-email-password"
        label={form('password')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onValue={set('password')}
      />
      <button type="submit" className="cart-btn" disabled={busy}>
        {busy ? t('saving') : t('saveEmail')}
      </button>
    </form>
  );
}
