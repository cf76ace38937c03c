import { currentLanguage, type ModuleAction, type ModuleLoader } from '@tiles/shared';
import { newsletterMessages } from './i18n/messages';
import { NEWSLETTER_MARKER, outcomeOfMarker, subscribe, type NewsletterState } from './newsletterRules';

/** The footer's sign-up on this page: after a subscription, its thank-you (the page's marker). */
export const loadNewsletter: ModuleLoader = async ({ url }) => {
  const t = await newsletterMessages.load(currentLanguage().code);
  const data: NewsletterState = { email: '', outcome: outcomeOfMarker(url.search, t) };
  return { data };
};

/** The page the form says it was sent from, if it is a path on this site (anything else: the home page). */
const pageSentFrom = (value: string | undefined) =>
  value && value.length <= 2000 && value.startsWith('/') && !/^\/[/\\]/.test(value) && !/[\r\n]/.test(value) ? value : '/';

/**
 * The sign-up posted without scripts: the live form's rule and mutation (subscribe). Subscribed: back to the page
 * it was sent from, with the marker its sign-up shows as the thank-you; refused: that page again, the sign-up
 * showing the message with the typed address.
 */
export const answerNewsletter: ModuleAction = async ({ fields }) => {
  const t = await newsletterMessages.load(currentLanguage().code);
  const back = pageSentFrom(fields.return);
  const email = typeof fields.email === 'string' ? fields.email : '';
  const result = await subscribe(email, t);
  if ('subscribed' in result) return { redirect: `${back}${back.includes('?') ? '&' : '?'}${NEWSLETTER_MARKER}=${result.subscribed}` };
  const data: NewsletterState = { email, outcome: { kind: 'error', text: result.refusal } };
  return { data, status: 422, at: back };
};
