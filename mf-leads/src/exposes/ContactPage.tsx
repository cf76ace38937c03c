import { type ModuleHandle, PATHS } from '@tiles/shared';
import { useLoaderData, type EmptyProps, type ModuleAction, type ModuleLoader } from '@tiles/shared';
import { Contact, type ContactPageData } from '../features/contact/Contact';
import { contactHead } from '../features/contact/contactHead';

// Server-only code, loaded when the shell's server calls it: the browser's chunks of this module do not carry it.
export const loader: ModuleLoader = (request) => import('../features/contact/contactServer').then((m) => m.loadContactPage(request));
export const action: ModuleAction = (request) => import('../features/contact/contactServer').then((m) => m.answerContact(request));

/** Its title and lead as the document's head. */
export const head = contactHead.head;

/** The /contact route (started from the server's data when it rendered the page). */
/** Its pages (the shell routes by these) and its name in the shell's message when its code cannot load. */
export const handle: ModuleHandle = {
  routes: [PATHS.contact],
  pageName: { en: 'The contact page', hi: 'संपर्क पेज', ta: 'தொடர்புப் பக்கம்' },
};

export default function ContactPage(_props: EmptyProps) {
  return <Contact initial={useLoaderData<ContactPageData>()} />;
}
