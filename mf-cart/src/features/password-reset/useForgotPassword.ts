import { useCallback, useState } from 'react';
import { formMessages } from '../forms/i18n/messages';
import { requestResetLink } from './requestResetLink';

/** The request's state where the page starts from the server's render (a form posted without scripts, or its answer). */
export interface ForgotPasswordState {
  email: string;
  emailError?: string;
  formError: string | null;
  /** The address a link was asked for; '' when the page only knows one was (after the form's redirect). */
  sentTo: string | null;
}

/**
 * "Forgot your password?": asks the store to mail a reset link (requestResetLink, shared with the server's answer to
 * the form posted without scripts). The page says "if there is an account" and never tells whether one exists.
 */
export function useForgotPassword(initial?: ForgotPasswordState) {
  const t = formMessages.useT();
  const [emailError, setEmailError] = useState<string | undefined>(initial?.emailError);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(initial?.sentTo ?? null);
  const [formError, setFormError] = useState<string | null>(initial?.formError ?? null);

  const handleSubmit = useCallback(
    async (value: string) => {
      setEmailError(undefined);
      setFormError(null);
      setSentTo(null);
      setBusy(true);
      const answer = await requestResetLink(value, t);
      setBusy(false);
      if ('emailError' in answer) setEmailError(answer.emailError);
      else if ('formError' in answer) setFormError(answer.formError);
      else setSentTo(answer.sentTo);
    },
    [t],
  );

  return { emailError, busy, sentTo, formError, initialEmail: initial?.email, handleSubmit };
}
