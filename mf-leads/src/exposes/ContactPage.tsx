import { takeServerData, type EmptyProps } from '@tiles/shared';
import { Contact, type ContactPageData } from '../features/contact/Contact';

export { loadContactPage as loader, answerContact as action } from '../features/contact/contactServer';

/** Exposed as mf_leads/ContactPage: the /contact route (started from the server's data when it rendered the page). */
export default function ContactPage(_props: EmptyProps) {
  return <Contact initial={takeServerData<ContactPageData>('mf_leads/ContactPage')} />;
}
