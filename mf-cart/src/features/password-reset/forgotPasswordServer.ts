import { currentLanguage, PATHS, type ModuleAction, type ModuleLoader } from '@tiles/shared';
import { formMessages } from '../forms/i18n/messages';
import { requestResetLink } from './requestResetLink';
import type { ForgotPasswordState } from './useForgotPassword';

/** The marker of a request the store took (`?sent=1`): the page after the form's Post/Redirect/Get says so. */
const SENT_MARKER = 'sent';

const isForgotPasswordPath = (pathname: string) => pathname.replace(/\/$/, '').toLowerCase() === PATHS.forgotPassword.toLowerCase();

/**
 * The account pages' server data: only the reset-link request (/customer/account/forgotpassword) is rendered by the
 * server (a form that works without scripts); the others hold one browser's sign-in, so the browser renders them.
 */
export const loadAccountPage: ModuleLoader = async ({ url }) => {
  if (!isForgotPasswordPath(url.pathname)) return null;
  const sent = url.searchParams.get(SENT_MARKER) === '1';
  const data: ForgotPasswordState | undefined = sent ? { email: '', formError: null, sentTo: '' } : undefined;
  return { data };
};

/**
 * The request posted without scripts: the live form's check and mutation (requestResetLink). Taken: back to the
 * page with the marker (the same sentence for every address, and no address in the URL); refused: the page again
 * with the message and the typed address.
 */
export const answerForgotPassword: ModuleAction = async ({ url, fields }) => {
  if (!isForgotPasswordPath(url.pathname)) return null;
  const t = await formMessages.load(currentLanguage().code);
  const email = typeof fields.email === 'string' ? fields.email : '';
  const answer = await requestResetLink(email, t);
  if ('sentTo' in answer) return { redirect: `${PATHS.forgotPassword}?${SENT_MARKER}=1` };
  const data: ForgotPasswordState = { email, formError: 'formError' in answer ? answer.formError : null, sentTo: null };
  if ('emailError' in answer) data.emailError = answer.emailError;
  return { data, status: 422 };
};
