import { failureText, runOperation, type TranslateOf } from '@tiles/shared';
import { CONTACT_US } from './contact.gql';
import type { contactMessages } from './i18n/messages';

export interface ContactFields {
  name: string;
  email: string;
  telephone: string;
  comment: string;
}

export const EMPTY_CONTACT: ContactFields = { name: '', email: '', telephone: '', comment: '' };

/** The form's state where the page starts from it (a server render after a post, or its hydration). */
export interface ContactFormState {
  values: ContactFields;
  error: string | null;
  sent: boolean;
}

type ContactT = TranslateOf<typeof contactMessages>;

/** The form's named fields out of a posted form (anything else a client sends is ignored). */
export function readContactFields(fields: Readonly<Record<string, string>>): ContactFields {
  const read = (name: keyof ContactFields) => (typeof fields[name] === 'string' ? fields[name] : '');
  return { name: read('name'), email: read('email'), telephone: read('telephone'), comment: read('comment') };
}

/**
 * Sends the message, by the live form and by the server for a form posted without scripts: the same rules and the
 * same mutation. Only blank required fields are refused here; the e-mail's format and the lengths are Magento's to
 * judge (its messages reach the shopper in the page language through failureText), so the page and the store never
 * disagree. An error is the shopper's sentence; null: the store has the message.
 */
export async function sendContact(values: ContactFields, t: ContactT): Promise<string | null> {
  const input = { name: values.name.trim(), email: values.email.trim(), comment: values.comment.trim() };
  if (!input.name || !input.email || !input.comment) return t('required');
  const telephone = values.telephone.trim();
  const result = await runOperation(CONTACT_US, { input: telephone ? { ...input, telephone } : input });
  if (result.error) return failureText(result.error);
  return result.data.contactUs?.status ? null : t('notSent');
}
