import { currentLanguage, PATHS } from '@tiles/shared';
import { renderAt, type RenderRequest, type ServerFormResult, type ServerRenderResult } from '@tiles/shared/server';
import { Suspense } from 'react';
import { AccountPageLoading } from '../features/account/AccountPageLoading';
import { ForgotPasswordPage } from '../features/password-reset/ForgotPasswordPage';
import { requestResetLink } from '../features/password-reset/requestResetLink';
import type { ForgotPasswordState } from '../features/password-reset/useForgotPassword';
import { formMessages } from '../features/forms/i18n/messages';

/** The marker of a request the store took (`?sent=1`): the page after the form's Post/Redirect/Get says so. */
const SENT_MARKER = 'sent';

export const isForgotPasswordPath = (pathname: string) => pathname.replace(/\/$/, '').toLowerCase() === PATHS.forgotPassword.toLowerCase();

/**
 * /customer/account/forgotpassword as the browser's first render draws it, the request in `state`: inside the
 * Suspense boundary the account page puts around the page's lazy chunk, so the browser hydrates it once that is here.
 */
export function renderForgotPasswordPage(at: RenderRequest, state?: ForgotPasswordState): ServerRenderResult {
  const sent = at.url.searchParams.get(SENT_MARKER) === '1';
  const data: ForgotPasswordState | undefined = state ?? (sent ? { email: '', formError: null, sentTo: '' } : undefined);
  const page = (
    <Suspense fallback={<AccountPageLoading />}>
      <ForgotPasswordPage initial={data} />
    </Suspense>
  );
  return { html: renderAt(at, page), data };
}

/**
 * The request posted without scripts: the live form's check and mutation (requestResetLink). Taken: back to the
 * page with the marker (the same sentence for every address, and no address in the URL); refused: the page again
 * with the message and the typed address.
 */
export async function submitForgotPassword(at: RenderRequest, fields: Readonly<Record<string, string>>): Promise<ServerFormResult> {
  const t = await formMessages.load(currentLanguage().code);
  const email = typeof fields.email === 'string' ? fields.email : '';
  const answer = await requestResetLink(email, t);
  if ('sentTo' in answer) return { redirect: `${PATHS.forgotPassword}?${SENT_MARKER}=1` };
  const state: ForgotPasswordState = { email, formError: 'formError' in answer ? answer.formError : null, sentTo: null };
  if ('emailError' in answer) state.emailError = answer.emailError;
  return { ...renderForgotPasswordPage(at, state), status: 422 };
}
