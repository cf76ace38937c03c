import { currentLanguage, PATHS } from '@tiles/shared';
import { renderAt, type RenderRequest, type ServerFormResult, type ServerRenderResult } from '@tiles/shared/server';
import { Contact, type ContactPageData } from '../features/contact/Contact';
import { EMPTY_CONTACT, readContactFields, sendContact, type ContactFormState } from '../features/contact/contactRules';
import { loadSidebarBlock } from '../features/contact/contactSidebarData';
import { contactMessages } from '../features/contact/i18n/messages';

/** The marker of a sent message (`/contact?sent=1`): the page after the form's Post/Redirect/Get shows the thank-you. */
const SENT_MARKER = 'sent';

/** /contact as the browser's first render draws it: the store's block, and the form in `form`'s state. */
export async function renderContactPage(at: RenderRequest, form?: ContactFormState): Promise<ServerRenderResult> {
  const sidebar = await loadSidebarBlock();
  const sent = at.url.searchParams.get(SENT_MARKER) === '1';
  const data: ContactPageData = { sidebar, form: form ?? (sent ? { values: EMPTY_CONTACT, error: null, sent: true } : undefined) };
  return { html: renderAt(at, <Contact initial={data} />), data };
}

/**
 * The contact form posted without scripts: the live form's rules and mutation (sendContact). Sent: back to the page
 * with the thank-you's marker; refused: the page again with the message and everything typed.
 */
export async function submitContact(at: RenderRequest, fields: Readonly<Record<string, string>>): Promise<ServerFormResult> {
  const t = await contactMessages.load(currentLanguage().code);
  const values = readContactFields(fields);
  const refusal = await sendContact(values, t);
  // At the thank-you: on a phone the page opens where the form was, not at its top.
  if (!refusal) return { redirect: `${PATHS.contact}?${SENT_MARKER}=1#lead-contact-thanks` };
  return { ...(await renderContactPage(at, { values, error: refusal, sent: false })), status: 422 };
}
