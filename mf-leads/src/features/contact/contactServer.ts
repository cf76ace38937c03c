import { currentLanguage, PATHS, type ModuleAction, type ModuleLoader } from '@tiles/shared';
import type { ContactPageData } from './Contact';
import { EMPTY_CONTACT, readContactFields, sendContact } from './contactRules';
import { loadSidebarBlock } from './contactSidebarData';
import { contactMessages } from './i18n/messages';

/** The marker of a sent message (`/contact?sent=1`): the page after the form's Post/Redirect/Get shows the thank-you. */
const SENT_MARKER = 'sent';

/** /contact's server data: the store's block beside the form, and the thank-you after a message was sent. */
export const loadContactPage: ModuleLoader = async ({ url }) => {
  const sidebar = await loadSidebarBlock();
  const sent = url.searchParams.get(SENT_MARKER) === '1';
  const data: ContactPageData = { sidebar, form: sent ? { values: EMPTY_CONTACT, error: null, sent: true } : undefined };
  return { data };
};

/**
 * The contact form posted without scripts: the live form's rules and mutation (sendContact). Sent: back to the page
 * with the thank-you's marker; refused: the page again with the message and everything typed.
 */
export const answerContact: ModuleAction = async ({ fields }) => {
  const t = await contactMessages.load(currentLanguage().code);
  const values = readContactFields(fields);
  const refusal = await sendContact(values, t);
  // At the thank-you: on a phone the page opens where the form was, not at its top.
  if (!refusal) return { redirect: `${PATHS.contact}?${SENT_MARKER}=1#lead-contact-thanks` };
  const data: ContactPageData = { sidebar: await loadSidebarBlock(), form: { values, error: refusal, sent: false } };
  return { data, status: 422 };
};
