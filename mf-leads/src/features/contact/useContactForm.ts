import { useCallback, useRef, useState } from 'react';
import { failureText, runOperation } from '@tiles/shared';
import { CONTACT_US } from './contact.gql';
import { contactMessages } from './i18n/messages';

export interface ContactFields {
  name: string;
  email: string;
  telephone: string;
  comment: string;
}

const EMPTY: ContactFields = { name: '', email: '', telephone: '', comment: '' };

/**
 * The contact form's logic. Only blank required fields are refused here; the e-mail's format and the lengths are
 * Magento's to judge (its messages reach the shopper in the page language through failureText), so the page and
 * the store never disagree. Sent clears the form and shows the thank-you; a refusal keeps what was typed.
 */
export function useContactForm() {
  const t = contactMessages.useT();
  const [values, setValues] = useState<ContactFields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const busy = useRef(false);

  const handleChange = useCallback((field: keyof ContactFields, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
  }, []);

  const handleSubmit = useCallback(async () => {
    const input = { name: values.name.trim(), email: values.email.trim(), comment: values.comment.trim() };
    if (!input.name || !input.email || !input.comment) return setError(t('required'));
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    const telephone = values.telephone.trim();
    const result = await runOperation(CONTACT_US, { input: telephone ? { ...input, telephone } : input });
    busy.current = false;
    setSending(false);
    if (result.error) return setError(failureText(result.error));
    if (!result.data.contactUs?.status) return setError(t('notSent'));
    setError(null);
    setValues(EMPTY);
    setSent(true);
  }, [values, t]);

  const handleAnother = useCallback(() => setSent(false), []);

  return { values, error, sending, sent, handleChange, handleSubmit, handleAnother };
}
