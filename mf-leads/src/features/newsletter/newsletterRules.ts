import { failureText, runOperation, shareableSearch, type TranslateOf } from '@tiles/shared';
import { SUBSCRIBE } from './newsletter.gql';
import type { newsletterMessages } from './i18n/messages';

export type NewsletterOutcome = { kind: 'ok' | 'error'; text: string } | null;
/** What a subscription came to: Magento's status, or the shopper's sentence for a refusal. */
export type Subscription = { subscribed: 'subscribed' | 'unconfirmed' } | { refusal: string };

/** The sign-up's state where it starts from the server's render (a form posted without scripts, or its answer). */
export interface NewsletterState {
  email: string;
  outcome: NewsletterOutcome;
}

/** The query parameter that carries a subscription's result to the page the form was sent from (Post/Redirect/Get). */
export const NEWSLETTER_MARKER = 'newsletter';

/**
 * Subscribes `email`, for the live form and for the server's answer to the form posted without scripts: the same
 * rule and mutation. The address goes to Magento as typed (it judges the format and answers "already subscribed" in
 * its own words, which the client reads in the page language); a blank one is refused here.
 */
export async function subscribe(email: string, t: TranslateOf<typeof newsletterMessages>): Promise<Subscription> {
  const address = email.trim();
  if (!address) return { refusal: t('emailRequired') };
  const result = await runOperation(SUBSCRIBE, { email: address });
  if (result.error) return { refusal: failureText(result.error) };
  return { subscribed: result.data.subscribeEmailToNewsletter?.status === 'UNCONFIRMED' ? 'unconfirmed' : 'subscribed' };
}

/** The outcome a page shows for its marker (`?newsletter=subscribed`), or none. */
export function outcomeOfMarker(search: string, t: TranslateOf<typeof newsletterMessages>): NewsletterOutcome {
  const marker = new URLSearchParams(search).get(NEWSLETTER_MARKER);
  return marker === 'subscribed' || marker === 'unconfirmed' ? { kind: 'ok', text: t(marker) } : null;
}

/** The page a sign-up was sent from, for the answer to return to: this site's path, without an earlier marker or its secrets. */
export function returnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(shareableSearch(pathname, search));
  params.delete(NEWSLETTER_MARKER);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}
