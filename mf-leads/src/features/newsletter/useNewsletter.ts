import { useCallback, useRef, useState } from 'react';
import { failureText, runOperation } from '@tiles/shared';
import { SUBSCRIBE } from './newsletter.gql';
import { newsletterMessages } from './i18n/messages';

export type NewsletterOutcome = { kind: 'ok' | 'error'; text: string } | null;

/**
 * The newsletter sign-up's logic: the address goes to Magento as typed (it judges the format and answers "already
 * subscribed" in its own words, which the client reads in the page language); a blank one is refused here.
 * Subscribed clears the field; a refusal keeps it so the shopper can correct it.
 */
export function useNewsletter() {
  const t = newsletterMessages.useT();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<NewsletterOutcome>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const handleEmail = useCallback((value: string) => setEmail(value), []);

  const handleSubmit = useCallback(async () => {
    const address = email.trim();
    if (!address) return setOutcome({ kind: 'error', text: t('emailRequired') });
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    const result = await runOperation(SUBSCRIBE, { email: address });
    busy.current = false;
    setSending(false);
    if (result.error) return setOutcome({ kind: 'error', text: failureText(result.error) });
    const status = result.data.subscribeEmailToNewsletter?.status;
    setEmail('');
    setOutcome({ kind: 'ok', text: t(status === 'UNCONFIRMED' ? 'unconfirmed' : 'subscribed') });
  }, [email, t]);

  return { email, outcome, sending, handleEmail, handleSubmit };
}
