import { currentLanguage } from '@tiles/shared';
import { renderAt, type RenderRequest, type ServerFormResult, type ServerRenderResult } from '@tiles/shared/server';
import { Newsletter } from '../features/newsletter/Newsletter';
import { newsletterMessages } from '../features/newsletter/i18n/messages';
import { NEWSLETTER_MARKER, outcomeOfMarker, subscribe, type NewsletterState } from '../features/newsletter/newsletterRules';

/** The footer's sign-up on the page at `at`: after a subscription, its thank-you (the page's marker); or `state`. */
export async function renderNewsletter(at: RenderRequest, state?: NewsletterState): Promise<ServerRenderResult> {
  const t = await newsletterMessages.load(currentLanguage().code);
  const initial: NewsletterState = state ?? { email: '', outcome: outcomeOfMarker(at.url.search, t) };
  return { html: renderAt(at, <Newsletter initial={initial} />), data: initial };
}

/** The page the form says it was sent from, if it is a path on this site (anything else: the home page). */
const pageSentFrom = (value: string | undefined) =>
  value && value.length <= 2000 && value.startsWith('/') && !/^\/[/\\]/.test(value) && !/[\r\n]/.test(value) ? value : '/';

/**
 * The sign-up posted without scripts: the live form's rule and mutation (subscribe). Subscribed: back to the page
 * it was sent from, with the marker its sign-up shows as the thank-you; refused: that page again, the sign-up
 * showing the message with the typed address.
 */
export async function submitNewsletter(at: RenderRequest, fields: Readonly<Record<string, string>>): Promise<ServerFormResult> {
  const t = await newsletterMessages.load(currentLanguage().code);
  const back = pageSentFrom(fields.return);
  const email = typeof fields.email === 'string' ? fields.email : '';
  const result = await subscribe(email, t);
  if ('subscribed' in result) return { redirect: `${back}${back.includes('?') ? '&' : '?'}${NEWSLETTER_MARKER}=${result.subscribed}` };
  const page = { ...at, url: new URL(back, at.url) };
  const rendered = await renderNewsletter(page, { email, outcome: { kind: 'error', text: result.refusal } });
  return { ...rendered, status: 422, at: back };
}
