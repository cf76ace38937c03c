import { useState } from 'react';
import { Field } from '../forms/Field';
import { NewPasswordFields } from '../new-password/NewPasswordFields';
import type { Errors } from '../forms/validation';
import { EditOutcomeMessage } from './EditOutcomeMessage';
import { accountEditsMessages } from './i18n/messages';
import type { EditOutcome, PasswordField } from './useAccountEdits';

interface Props {
  errors: Errors<PasswordField>;
  busy: boolean;
  outcome: EditOutcome | null;
  onSubmit: (values: Record<PasswordField, string>) => Promise<boolean>;
}

const EMPTY: Record<PasswordField, string> = { currentPassword: '', newPassword: '', confirm: '' };

/** The current password, then the new one twice; the fields empty themselves once the store has changed it. */
export function PasswordForm({ errors, busy, outcome, onSubmit }: Props) {
  const t = accountEditsMessages.useT();
  const [values, setValues] = useState(EMPTY);
  const set = (k: PasswordField) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  return (
    <form
      className="cart-edit-form"
      noValidate
      aria-labelledby="cart-edit-password-title"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit(values).then((saved) => saved && setValues(EMPTY));
      }}
    >
      <h3 id="cart-edit-password-title">{t('passwordTitle')}</h3>
      <EditOutcomeMessage outcome={outcome} form="password" />
      <Field
        id="cart-edit-current-password"
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        error={errors.currentPassword}
        onValue={set('currentPassword')}
      />
      <NewPasswordFields
        idPrefix="cart-edit"
        password={values.newPassword}
        confirm={values.confirm}
        passwordError={errors.newPassword}
        confirmError={errors.confirm}
        onPassword={set('newPassword')}
        onConfirm={set('confirm')}
      />
      <button type="submit" className="cart-btn" disabled={busy}>
        {busy ? t('saving') : t('savePassword')}
      </button>
    </form>
  );
}
