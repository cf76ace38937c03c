import { useCallback, useState } from 'react';
import { failureText, runOperation, unreadableAnswer } from '@tiles/shared';
import { email, hasErrors, password, type Errors } from '../forms/validation';
import { newPasswordMessages } from '../new-password/i18n/messages';
import { confirmation } from '../new-password/newPassword';
import { formMessages } from '../forms/i18n/messages';
import { RESET_PASSWORD } from './passwordReset.gql';

export type ResetField = 'email' | 'password' | 'confirm';

/** Magento's refusals of the link itself (used, replaced by a newer one, or past its period): ask for a new one. */
const LINK_REFUSED = /password token is (mismatched|expired)/i;

/**
 * The page a reset mail links to (`/customer/account/createPassword/?token=…`): the account's e-mail and the new
 * password twice go to `resetPassword` with the link's token. A refused link offers a new one at once.
 */
export function useResetPassword(search: string) {
  const t = formMessages.useT();
  const np = newPasswordMessages.useT();
  const token = new URLSearchParams(search).get('token')?.trim() || null;
  const [errors, setErrors] = useState<Errors<ResetField>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [linkRefused, setLinkRefused] = useState(false);

  const handleSubmit = useCallback(
    async (values: Record<ResetField, string>) => {
      const found: Errors<ResetField> = {
        email: email(values.email, t),
        password: password(values.password, t),
        confirm: confirmation(values.password, values.confirm, np),
      };
      setErrors(found);
      setFormError(null);
      if (hasErrors(found) || !token) return;
      setBusy(true);
      const res = await runOperation(RESET_PASSWORD, { email: values.email.trim(), token, password: values.password });
      const failure = res.error ?? (res.data.resetPassword ? null : (await unreadableAnswer()).error);
      setBusy(false);
      if (!failure) return setDone(true);
      setFormError(failureText(failure));
      setLinkRefused(LINK_REFUSED.test(failure.message));
    },
    [t, np, token],
  );

  return { hasToken: token !== null, errors, busy, done, formError, linkRefused, handleSubmit };
}
