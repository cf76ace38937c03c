import { useCallback, useState } from 'react';
import { failureText, type GraphQLResult } from '@tiles/shared';
import type { CustomerName } from '../cart-identity/customerSession';
import { formMessages } from '../forms/i18n/messages';
import { email, hasErrors, password, required, type Errors } from '../forms/validation';
import { newPasswordMessages } from '../new-password/i18n/messages';
import { confirmation } from '../new-password/newPassword';
import { saveEmail, saveName, savePassword } from './accountEditCalls';
import { accountEditsMessages } from './i18n/messages';

export type EditForm = 'name' | 'email' | 'password';
export type NameField = 'firstname' | 'lastname';
export type EmailField = 'email' | 'password';
export type PasswordField = 'currentPassword' | 'newPassword' | 'confirm';
/** What the last save of a form said: kept, or the store's refusal in the shopper's words. */
export interface EditOutcome {
  form: EditForm;
  saved: boolean;
  text: string;
}

/** The signed-in customer's own edits: name, e-mail (with the password) and password (with the current one). */
export function useAccountEdits(customer: CustomerName, onCustomerChanged: (customer: CustomerName) => void) {
  const form = formMessages.useT();
  const t = accountEditsMessages.useT();
  const np = newPasswordMessages.useT();
  const [busy, setBusy] = useState<EditForm | null>(null);
  const [outcome, setOutcome] = useState<EditOutcome | null>(null);
  const [nameErrors, setNameErrors] = useState<Errors<NameField>>({});
  const [emailErrors, setEmailErrors] = useState<Errors<EmailField>>({});
  const [passwordErrors, setPasswordErrors] = useState<Errors<PasswordField>>({});

  /** Sends one edit once its fields pass; resolves true when the store kept it (the form then clears what it must). */
  const submit = useCallback(async <T>(edit: EditForm, call: () => Promise<GraphQLResult<T>>, saved: (data: T) => string) => {
    setBusy(edit);
    setOutcome(null);
    const res = await call();
    setBusy(null);
    setOutcome(res.error ? { form: edit, saved: false, text: failureText(res.error) } : { form: edit, saved: true, text: saved(res.data) });
    return !res.error;
  }, []);

  const handleName = useCallback(
    async (values: Record<NameField, string>) => {
      const errors = {
        firstname: required(values.firstname, form('firstName'), form),
        lastname: required(values.lastname, form('lastName'), form),
      };
      setNameErrors(errors);
      if (hasErrors(errors)) return false;
      return submit(
        'name',
        () => saveName(values.firstname.trim(), values.lastname.trim()),
        (c) => {
          onCustomerChanged(c);
          return t('nameSaved');
        },
      );
    },
    [form, t, submit, onCustomerChanged],
  );

  const handleEmail = useCallback(
    async (values: Record<EmailField, string>) => {
      const same = values.email.trim().toLowerCase() === customer.email?.toLowerCase();
      const errors = { email: email(values.email, form) ?? (same ? t('sameEmail') : undefined), password: password(values.password, form) };
      setEmailErrors(errors);
      if (hasErrors(errors)) return false;
      return submit(
        'email',
        () => saveEmail(values.email.trim(), values.password),
        (c) => {
          onCustomerChanged(c);
          return t('emailSaved', { email: c.email ?? values.email.trim() });
        },
      );
    },
    [customer.email, form, t, submit, onCustomerChanged],
  );

  const handlePassword = useCallback(
    async (values: Record<PasswordField, string>) => {
      const errors = {
        currentPassword: values.currentPassword ? undefined : form('passwordRequired'),
        newPassword: password(values.newPassword, form),
        confirm: confirmation(values.newPassword, values.confirm, np),
      };
      setPasswordErrors(errors);
      if (hasErrors(errors)) return false;
      return submit(
        'password',
        () => savePassword(values.currentPassword, values.newPassword),
        () => t('passwordSaved'),
      );
    },
    [form, np, t, submit],
  );

  return { customer, busy, outcome, nameErrors, emailErrors, passwordErrors, handleName, handleEmail, handlePassword };
}
