import type { EmptyProps } from '@tiles/shared';
import { Newsletter } from '../features/newsletter/Newsletter';

/** Exposed as mf_leads/NewsletterSignup: the newsletter sign-up in the shell's footer, on every page. */
export default function NewsletterSignup(_props: EmptyProps) {
  return <Newsletter />;
}
