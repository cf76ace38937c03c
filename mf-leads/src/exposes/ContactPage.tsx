import type { EmptyProps } from '@tiles/shared';
import { Contact } from '../features/contact/Contact';

/** Exposed as mf_leads/ContactPage: the /contact route. */
export default function ContactPage(_props: EmptyProps) {
  return <Contact />;
}
