import { useState } from 'react';
import { Field } from '../forms/Field';
import type { Errors } from '../forms/validation';
import type { NewAccount } from './accountSession';
import type { CreateField } from './useAccount';

interface Props {
  errors: Errors<CreateField>;
  formError: string | null;
  busy: boolean;
  onSubmit: (values: NewAccount) => void;
}

export function CreateAccountForm({ errors, formError, busy, onSubmit }: Props) {
  const [values, setValues] = useState<NewAccount>({ firstname: '', lastname: '', email: '', password: '' });
  const set = (k: CreateField) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  return (
    <form className="cart-card cart-account-form" noValidate aria-labelledby="cart-create-title" onSubmit={(e) => { e.preventDefault(); onSubmit(values); }}>
      <h2 id="cart-create-title">Create an account</h2>
      {formError && <p className="cart-message cart-message--error" role="alert">{formError}</p>}
      <div className="cart-two">
        <Field id="cart-create-first" label="First name" autoComplete="given-name" value={values.firstname} error={errors.firstname} onValue={set('firstname')} />
        <Field id="cart-create-last" label="Last name" autoComplete="family-name" value={values.lastname} error={errors.lastname} onValue={set('lastname')} />
      </div>
      <Field id="cart-create-email" label="Email" type="email" autoComplete="email" value={values.email} error={errors.email} onValue={set('email')} />
      <Field id="cart-create-password" label="Password" type="password" autoComplete="new-password" value={values.password} error={errors.password}
        hint="At least 8 characters, mixing lower case, upper case, digits or symbols." onValue={set('password')} />
      <button type="submit" className="cart-btn" disabled={busy}>{busy ? 'Creating account…' : 'Create account'}</button>
    </form>
  );
}
