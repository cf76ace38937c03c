import { useCallback, useRef, useState } from 'react';
import { QUOTE_LIMITS } from '@tiles/shared';
import { recordFormFilled } from '../popup-engine/formFilled';
import { newLeadKey } from '../lead-outbox/sendLead';
import { NO_ERRORS, emptyLine, emptyQuote, type QuoteFields, type QuoteFormState, type QuoteLineFields } from './quoteFields';
import { sendQuote } from './sendQuote';
import { projectQuoteMessages } from './i18n/messages';

type TextField = Exclude<keyof QuoteFields, 'lines' | 'source' | 'key'>;

/**
 * The quote form's logic (its rules and request are sendQuote's, shared with the server's answer to the form posted
 * without scripts). `initial`: the state the server rendered (a pre-filled tile, a refusal with the typed values, or
 * the thank-you), so the first render is the server's HTML. Rows: at most the cap; the last row cannot be removed.
 */
export function useProjectQuote(initial: QuoteFormState) {
  const t = projectQuoteMessages.useT();
  const [values, setValues] = useState<QuoteFields>(initial.values);
  const [errors, setErrors] = useState(initial.errors);
  const [message, setMessage] = useState(initial.message);
  const [sent, setSent] = useState(initial.sent);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const handleChange = useCallback((field: TextField, value: string) => setValues((v) => ({ ...v, [field]: value })), []);
  const handleLine = useCallback(
    (at: number, field: keyof QuoteLineFields, value: string) =>
      setValues((v) => ({ ...v, lines: v.lines.map((l, i) => (i === at ? { ...l, [field]: value } : l)) })),
    [],
  );
  const addLine = useCallback(
    () => setValues((v) => (v.lines.length >= QUOTE_LIMITS.maxLines ? v : { ...v, lines: [...v.lines, emptyLine()] })),
    [],
  );
  const removeLine = useCallback((at: number) => {
    setValues((v) => (v.lines.length <= 1 ? v : { ...v, lines: v.lines.filter((_, i) => i !== at) }));
    // Row errors are by position: after a removal they would point at the wrong rows.
    setErrors((e) => ({ ...e, lines: {} }));
  }, []);

  const handleSubmit = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    const result = await sendQuote(values, t);
    busy.current = false;
    setSending(false);
    if (result.status === 'refused') {
      setErrors(result.errors);
      setMessage(result.message);
      return;
    }
    recordFormFilled(values.source);
    setErrors(NO_ERRORS);
    setMessage(null);
    setSent(true);
  }, [values, t]);

  const handleAnother = useCallback(() => {
    setValues(emptyQuote(newLeadKey()));
    setSent(false);
  }, []);

  return { values, errors, message, sent, sending, handleChange, handleLine, addLine, removeLine, handleSubmit, handleAnother };
}
