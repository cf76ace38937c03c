import { accountMessages } from './i18n/messages';
import { formMessages } from '../forms/i18n/messages';
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
  const form = formMessages.useT();
  const t = accountMessages.useT();
  const [values, setValues] = useState<NewAccount>({ firstname: '', lastname: '', email: '', password: '' });
  const set = (k: CreateField) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  return (
    <form
      className="cart-card cart-account-form"
      noValidate
      aria-labelledby="cart-create-title"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(values);
      }}
    >
      <h2 id="cart-create-title">{t('create')}</h2>
      {formError && (
        <p className="cart-message cart-message--error" role="alert">
          {formError}
        </p>
      )}
      <div className="cart-two">
        <Field
          id="cart-create-first"
          label={form('firstName')}
          autoComplete="given-name"
          value={values.firstname}
          error={errors.firstname}
          onValue={set('firstname')}
        />
        <Field
          id="cart-create-last"
          label={form('lastName')}
          autoComplete="family-name"
          value={values.lastname}
          error={errors.lastname}
          onValue={set('lastname')}
        />
      </div>
      <Field
        id="cart-create-email"
        label={form('email')}
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onValue={set('email')}
      />
      <Field
        id="cart-create-password"
        label={form('password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        hint={t('passwordHint')}
        onValue={set('password')}
      />
      <button type="submit" className="cart-btn" disabled={busy}>
        {busy ? t('creating') : t('createButton')}
      </button>
    </form>
  );
}
