import { PATHS, useLoaderData, type EmptyProps, type ModuleAction, type ModuleHandle, type ModuleLoader } from '@tiles/shared';
import { Newsletter } from '../features/newsletter/Newsletter';
import type { NewsletterState } from '../features/newsletter/newsletterRules';

// Server-only code, loaded when the shell's server calls it: the browser's chunks of this module do not carry it.
export const loader: ModuleLoader = (request) => import('../features/newsletter/newsletterServer').then((m) => m.loadNewsletter(request));
export const action: ModuleAction = (request) => import('../features/newsletter/newsletterServer').then((m) => m.answerNewsletter(request));

/**
 * Only looked at, or waiting anyway: its code loads once the page has settled or at the first interaction. The sign-up
 * posts to Magento's own newsletter path, whatever page it is on.
 */
export const handle: ModuleHandle = { loads: 'idle', formPaths: [PATHS.newsletterSubscribe] };

/** The newsletter sign-up in the shell's footer, on every page. */
export default function NewsletterSignup(_props: EmptyProps) {
  return <Newsletter initial={useLoaderData<NewsletterState>()} />;
}
