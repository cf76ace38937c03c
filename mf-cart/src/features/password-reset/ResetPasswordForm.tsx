import { useState } from 'react';
import { Field } from '../forms/Field';
import { NewPasswordFields } from '../new-password/NewPasswordFields';
import { formMessages } from '../forms/i18n/messages';
import type { Errors } from '../forms/validation';
import { passwordResetMessages } from './i18n/messages';
import type { ResetField } from './useResetPassword';

interface Props {
  errors: Errors<ResetField>;
  busy: boolean;
  formError: string | null;
  onSubmit: (values: Record<ResetField, string>) => void;
}

/** The account's e-mail and the new password twice; named by the page's heading (`cart-reset-title`). */
export function ResetPasswordForm({ errors, busy, formError, onSubmit }: Props) {
  const form = formMessages.useT();
  const t = passwordResetMessages.useT();
  const [values, setValues] = useState<Record<ResetField, string>>({ email: '', password: '', confirm: '' });
  const set = (k: ResetField) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  return (
    <form
      className="cart-card cart-account-form"
      noValidate
      aria-labelledby="cart-reset-title"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(values);
      }}
    >
      <p className="cart-hint cart-reset-lead">{t('resetLead')}</p>
      {formError && (
        <p className="cart-message cart-message--error" role="alert">
          {formError}
        </p>
      )}
      <Field
        id="cart-reset-email"
        label={form('email')}
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onValue={set('email')}
      />
      <NewPasswordFields
        idPrefix="cart-reset"
        password={values.password}
        confirm={values.confirm}
        passwordError={errors.password}
        confirmError={errors.confirm}
        onPassword={set('password')}
        onConfirm={set('confirm')}
      />
      <button type="submit" className="cart-btn" disabled={busy}>
        {busy ? t('saving') : t('save')}
      </button>
    </form>
  );
}
