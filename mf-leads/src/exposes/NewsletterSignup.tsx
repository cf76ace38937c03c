import { takeServerData, type EmptyProps } from '@tiles/shared';
import { Newsletter } from '../features/newsletter/Newsletter';
import type { NewsletterState } from '../features/newsletter/newsletterRules';

export { loadNewsletter as loader, answerNewsletter as action } from '../features/newsletter/newsletterServer';

/** Exposed as mf_leads/NewsletterSignup: the newsletter sign-up in the shell's footer, on every page. */
export default function NewsletterSignup(_props: EmptyProps) {
  return <Newsletter initial={takeServerData<NewsletterState>('mf_leads/NewsletterSignup')} />;
}
