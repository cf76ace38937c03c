import { failureText, runOperation, unreadableAnswer } from '@tiles/shared';
import { email, type FormT } from '../forms/validation';
import { REQUEST_PASSWORD_RESET } from './passwordReset.gql';

/** What a reset-link request came to: the field's message, the store's refusal, or the address it was sent for. */
export type ResetLinkAnswer = { emailError: string } | { formError: string } | { sentTo: string };

/**
 * Asks the store to mail a reset link: for the live form and for the server's answer to the form posted without
 * scripts, the same check and mutation. The store answers the same for every well-formed address (and mails only
 * an account's), so the page never tells whether an account exists.
 */
export async function requestResetLink(value: string, t: FormT): Promise<ResetLinkAnswer> {
  const fieldError = email(value, t);
  if (fieldError) return { emailError: fieldError };
  const address = value.trim();
  const res = await runOperation(REQUEST_PASSWORD_RESET, { email: address });
  const failure = res.error ?? (res.data.requestPasswordResetEmail ? null : (await unreadableAnswer()).error);
  return failure ? { formError: failureText(failure) } : { sentTo: address };
}
