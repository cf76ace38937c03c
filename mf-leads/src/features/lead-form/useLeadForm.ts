import { useCallback, useState } from 'react';
import { validateGetInTouch } from '@tiles/shared';
import { useLeadSubmit, type SubmitOutcome } from '../lead-outbox/useLeadSubmit';
import { leadOutboxMessages } from '../lead-outbox/i18n/messages';
import { leadText } from '../lead-outbox/leadText';

export interface LeadFields {
  name: string;
  number: string;
  pincode: string;
}

const EMPTY: LeadFields = { name: '', number: '', pincode: '' };

/**
 * The lead form's logic: validate with the shared rules, send (or keep in the outbox), clear on success.
 * `onOutcome` tells the host what to show; a refusal keeps the values so the shopper can correct them.
 */
export function useLeadForm(source: string, onOutcome: (outcome: SubmitOutcome) => void, extra: { showroomId?: string } = {}) {
  const t = leadOutboxMessages.useT();
  const [values, setValues] = useState<LeadFields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const { submit, loading } = useLeadSubmit('get_in_touch');

  const handleChange = useCallback((field: keyof LeadFields, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
  }, []);

  const handleSubmit = useCallback(async () => {
    const payload = { name: values.name.trim(), phone: values.number.trim(), pincode: values.pincode.trim(), source, ...extra };
    const invalid = validateGetInTouch(payload);
    setError(invalid && leadText(t, invalid));
    if (invalid || loading) return;
    const outcome = await submit(payload);
    if (outcome.status !== 'rejected') setValues(EMPTY);
    onOutcome(outcome);
  }, [values, source, extra, loading, submit, onOutcome, t]);

  return { values, error, loading, handleChange, handleSubmit };
}
