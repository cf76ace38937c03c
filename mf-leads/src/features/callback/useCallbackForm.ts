import { useCallback, useState } from 'react';
import { validateCallback, type CallbackField } from '@tiles/shared';
import { useLeadSubmit } from '../lead-outbox/useLeadSubmit';
import { leadFormMessages } from '../lead-form/i18n/messages';
import { leadOutboxMessages } from '../lead-outbox/i18n/messages';
import { leadText } from '../lead-outbox/leadText';

export type CallbackFields = Record<CallbackField, string>;
const EMPTY: CallbackFields = { name: '', phone: '', pincode: '' };

export interface CallbackTopic {
  productName?: string;
  sku?: string;
  source: string;
}

/** Callback form logic: per-field validation, "Submitting" while loading, an error text, then a success state. */
export function useCallbackForm(topic: CallbackTopic) {
  const t = leadFormMessages.useT();
  const lead = leadOutboxMessages.useT();
  const [values, setValues] = useState<CallbackFields>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CallbackField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { submit, loading } = useLeadSubmit('callback');

  const handleChange = useCallback((field: CallbackField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFieldErrors((e) => ({ ...e, [field]: undefined }));
  }, []);

  const handleSubmit = useCallback(async () => {
    const errors = validateCallback(values);
    setFieldErrors(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, leadText(lead, message)])));
    setError(Object.keys(errors).length ? t('fixFields') : null);
    if (Object.keys(errors).length || loading) return;
    const outcome = await submit({
      name: values.name.trim(),
      phone: values.phone.trim(),
      pincode: values.pincode.trim(),
      source: topic.source,
      productName: topic.productName,
      sku: topic.sku,
    });
    if (outcome.status === 'rejected') setError(outcome.message);
    else {
      setValues(EMPTY);
      setDone(outcome.msg);
    }
  }, [values, loading, submit, topic, t, lead]);

  return { values, fieldErrors, error, loading, done, handleChange, handleSubmit };
}
