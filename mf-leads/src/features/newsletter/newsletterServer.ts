import { currentLanguage, type ModuleAction, type ModuleLoader } from '@tiles/shared';
import { newsletterMessages } from './i18n/messages';
import { NEWSLETTER_MARKER, outcomeOfMarker, subscribe, type NewsletterState } from './newsletterRules';

/** The footer's sign-up on this page: after a subscription, its thank-you (the page's marker). */
export const loadNewsletter: ModuleLoader = async ({ url }) => {
  const t = await newsletterMessages.load(currentLanguage().code);
  const data: NewsletterState = { email: '', outcome: outcomeOfMarker(url.search, t) };
  return { data };
};

const SITE = 'http://site.invalid';
/**
 * The page the form says it was sent from, read as a browser reads a Location (tabs and line breaks dropped, `\` as
 * `/`), if that is a path on this site; anything else (`/<tab>/evil.example`, `/\evil.example`): the home page. Judged
 * before anything is subscribed, so the answer to a subscription always returns somewhere the shell redirects to.
 */
function pageSentFrom(value: string | undefined): URL {
  const url = value && value.length <= 2000 && value.startsWith('/') && URL.canParse(value, SITE) ? new URL(value, SITE) : null;
  return url?.origin === SITE ? url : new URL('/', SITE);
}

/** The page with the subscription's marker in its query, before any `#fragment` (after it, no page would read it). */
function withMarker(page: URL, subscribed: string): string {
  const marked = new URL(page);
  marked.searchParams.set(NEWSLETTER_MARKER, subscribed);
  return marked.pathname + marked.search + marked.hash;
}

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
  if ('subscribed' in result) return { redirect: withMarker(back, result.subscribed) };
  const data: NewsletterState = { email, outcome: { kind: 'error', text: result.refusal } };
  return { data, status: 422, at: back.pathname + back.search + back.hash };
};
