import { accountMessages } from './i18n/messages';
import { formMessages } from '../forms/i18n/messages';
import { useState } from 'react';
import { PATHS } from '@tiles/shared';
import { Field } from '../forms/Field';
import type { Errors } from '../forms/validation';
import type { SignInField } from './signInState';

interface Props {
  errors: Errors<SignInField>;
  formError: string | null;
  busy: boolean;
  onSubmit: (values: Record<SignInField, string>) => void;
  /** The address the shopper had typed (the server's answer to the form posted without scripts); never the password. */
  initialEmail?: string;
}

/**
 * A real form posted to Magento's sign-in page: without scripts (or before them) the shop's server signs the shopper
 * in (features/account/signInServer.ts); live, the same submit signs in in place.
 */
export function SignInForm({ errors, formError, busy, onSubmit, initialEmail = '' }: Props) {
  const form = formMessages.useT();
  const t = accountMessages.useT();
  const [values, setValues] = useState({ email: initialEmail, password: '' });
  const set = (k: SignInField) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  return (
    <form
      className="cart-card cart-account-form"
      method="post"
      action={PATHS.signIn}
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
        name="email"
        label={form('email')}
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onValue={set('email')}
      />
      <Field
        id="cart-signin-password"
        name="password"
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
