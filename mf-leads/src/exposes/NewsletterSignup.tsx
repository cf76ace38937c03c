import { PATHS, takeServerData, type EmptyProps, type ModuleAction, type ModuleLoader } from '@tiles/shared';
import { Newsletter } from '../features/newsletter/Newsletter';
import type { NewsletterState } from '../features/newsletter/newsletterRules';

// Server-only code, loaded when the shell's server calls it: the browser's chunks of this module do not carry it.
export const loader: ModuleLoader = (request) => import('../features/newsletter/newsletterServer').then((m) => m.loadNewsletter(request));
/** The sign-up posts to Magento's own newsletter path, whatever page it is on. */
export const formPaths = [PATHS.newsletterSubscribe];
export const action: ModuleAction = (request) => import('../features/newsletter/newsletterServer').then((m) => m.answerNewsletter(request));

/** Exposed as mf_leads/NewsletterSignup: the newsletter sign-up in the shell's footer, on every page. */
export default function NewsletterSignup(_props: EmptyProps) {
  return <Newsletter initial={takeServerData<NewsletterState>('mf_leads/NewsletterSignup')} />;
}
