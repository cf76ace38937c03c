import { useCallback, useRef, useState } from 'react';
import { newsletterMessages } from './i18n/messages';
import { subscribe, type NewsletterOutcome, type NewsletterState } from './newsletterRules';

export type { NewsletterOutcome } from './newsletterRules';

/**
 * The newsletter sign-up's logic (the rule and the mutation are subscribe's, shared with the server's answer to the
 * form posted without scripts). Subscribed clears the field; a refusal keeps it so the shopper can correct it.
 * `initial`: what the server rendered (a refusal with the typed address, or the thank-you).
 */
export function useNewsletter(initial?: NewsletterState) {
  const t = newsletterMessages.useT();
  const [email, setEmail] = useState(initial?.email ?? '');
  const [outcome, setOutcome] = useState<NewsletterOutcome>(initial?.outcome ?? null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const handleEmail = useCallback((value: string) => setEmail(value), []);

  const handleSubmit = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    const result = await subscribe(email, t);
    busy.current = false;
    setSending(false);
    if ('refusal' in result) return setOutcome({ kind: 'error', text: result.refusal });
    setEmail('');
    setOutcome({ kind: 'ok', text: t(result.subscribed) });
  }, [email, t]);

  return { email, outcome, sending, handleEmail, handleSubmit };
}
