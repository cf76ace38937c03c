import { accountMessages } from './i18n/messages';
import { formMessages } from '../forms/i18n/messages';
import { useState } from 'react';
import { Field } from '../forms/Field';
import type { Errors } from '../forms/validation';
import type { SignInField } from './useAccount';

interface Props {
  errors: Errors<SignInField>;
  formError: string | null;
  busy: boolean;
  onSubmit: (values: Record<SignInField, string>) => void;
}

export function SignInForm({ errors, formError, busy, onSubmit }: Props) {
  const form = formMessages.useT();
  const t = accountMessages.useT();
  const [values, setValues] = useState({ email: '', password: '' });
  const set = (k: SignInField) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  return (
    <form
      className="cart-card cart-account-form"
      noValidate
      aria-labelledby="cart-signin-title"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(values);
      }}
    >
      <h2 id="cart-signin-title">{t('signIn')}</h2>
      {formError && (
        <p className="cart-message cart-message--error" role="alert">
          {formError}
        </p>
      )}
      <Field
        id="cart-signin-email"
        label={form('email')}
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onValue={set('email')}
      />
      <Field
        id="cart-signin-password"
        label={form('password')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onValue={set('password')}
      />
      <button type="submit" className="cart-btn" disabled={busy}>
        {busy ? t('signingIn') : t('signIn')}
      </button>
    </form>
  );
}
