import { useCallback, useState } from 'react';
import { failureText, runOperation, unreadableAnswer } from '@tiles/shared';
import { email } from '../forms/validation';
import { formMessages } from '../forms/i18n/messages';
import { REQUEST_PASSWORD_RESET } from './passwordReset.gql';

/**
 * "Forgot your password?": asks the store to mail a reset link. The store answers the same for every well-formed
 * address, so the page says "if there is an account" and never tells whether one exists.
 */
export function useForgotPassword() {
  const t = formMessages.useT();
  const [emailError, setEmailError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = useCallback(
    async (value: string) => {
      const fieldError = email(value, t);
      setEmailError(fieldError);
      setFormError(null);
      setSentTo(null);
      if (fieldError) return;
      setBusy(true);
      const address = value.trim();
      const res = await runOperation(REQUEST_PASSWORD_RESET, { email: address });
      const failure = res.error ?? (res.data.requestPasswordResetEmail ? null : (await unreadableAnswer()).error);
      setBusy(false);
      if (failure) setFormError(failureText(failure));
      else setSentTo(address);
    },
    [t],
  );

  return { emailError, busy, sentTo, formError, handleSubmit };
}
