import { useCallback, useRef, useState } from 'react';
import { EMPTY_CONTACT, sendContact, type ContactFields, type ContactFormState } from './contactRules';
import { contactMessages } from './i18n/messages';

export type { ContactFields } from './contactRules';

/**
 * The contact form's logic (the rules and the mutation are sendContact's, shared with the server's answer to the
 * form posted without scripts). Sent clears the form and shows the thank-you; a refusal keeps what was typed.
 * `initial`: the state the server rendered (a refusal with the typed values, or the thank-you), so the first render
 * is the server's HTML.
 */
export function useContactForm(initial?: ContactFormState) {
  const t = contactMessages.useT();
  const [values, setValues] = useState<ContactFields>(initial?.values ?? EMPTY_CONTACT);
  const [error, setError] = useState<string | null>(initial?.error ?? null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(initial?.sent ?? false);
  const busy = useRef(false);

  const handleChange = useCallback((field: keyof ContactFields, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
  }, []);

  const handleSubmit = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    const refusal = await sendContact(values, t);
    busy.current = false;
    setSending(false);
    setError(refusal);
    if (refusal) return;
    setValues(EMPTY_CONTACT);
    setSent(true);
  }, [values, t]);

  const handleAnother = useCallback(() => setSent(false), []);

  return { values, error, sending, sent, handleChange, handleSubmit, handleAnother };
}
