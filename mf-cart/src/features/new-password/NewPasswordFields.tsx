import { Field } from '../forms/Field';
import { newPasswordMessages } from './i18n/messages';

interface Props {
  idPrefix: string;
  password: string;
  confirm: string;
  passwordError?: string;
  confirmError?: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}

/** The new password and its confirmation, with Magento's rules as the hint: the reset page's and the account's. */
export function NewPasswordFields(p: Props) {
  const t = newPasswordMessages.useT();
  return (
    <>
      <Field
        id={`${p.idPrefix}-new-password`}
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        value={p.password}
        error={p.passwordError}
        hint={t('passwordRules')}
        onValue={p.onPassword}
      />
      <Field
        id={`${p.idPrefix}-confirm-password`}
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={p.confirm}
        error={p.confirmError}
        onValue={p.onConfirm}
      />
    </>
  );
}
