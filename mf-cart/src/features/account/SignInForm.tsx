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
  const [values, setValues] = useState({ email: '', password: '' });
  const set = (k: SignInField) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  return (
    <form className="cart-card cart-account-form" noValidate aria-labelledby="cart-signin-title" onSubmit={(e) => { e.preventDefault(); onSubmit(values); }}>
      <h2 id="cart-signin-title">Sign in</h2>
      {formError && <p className="cart-message cart-message--error" role="alert">{formError}</p>}
      <Field id="cart-signin-email" label="Email" type="email" autoComplete="email" value={values.email} error={errors.email} onValue={set('email')} />
      <Field id="cart-signin-password" label="Password" type="password" autoComplete="current-password" value={values.password} error={errors.password} onValue={set('password')} />
      <button type="submit" className="cart-btn" disabled={busy}>{busy ? 'Signing in…' : 'Sign in'}</button>
    </form>
  );
}
