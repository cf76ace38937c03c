import type { FormEvent } from 'react';
import type { LeadFields } from './useLeadForm';
import { leadFormMessages } from './i18n/messages';

interface Props {
  values: LeadFields;
  error: string | null;
  loading: boolean;
  onChange: (field: keyof LeadFields, value: string) => void;
  onSubmit: () => void;
  submitLabel?: string;
}

/** The get-in-touch lead form (Name, Number, Pincode). Renders only; useLeadForm holds the logic. */
export function LeadForm({ values, error, loading, onChange, onSubmit, submitLabel }: Props) {
  const t = leadFormMessages.useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className="lead-form" noValidate onSubmit={submit} aria-busy={loading}>
      <label className="lead-field">
        <span>{t('name')}</span>
        <input name="name" autoComplete="name" value={values.name} onChange={(e) => onChange('name', e.target.value)} />
      </label>
      <label className="lead-field">
        <span>{t('number')}</span>
        <input
          name="number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={values.number}
          onChange={(e) => onChange('number', e.target.value.replace(/\D/g, ''))}
        />
      </label>
      <label className="lead-field">
        <span>{t('pincode')}</span>
        <input
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={values.pincode}
          onChange={(e) => onChange('pincode', e.target.value.replace(/\D/g, ''))}
        />
      </label>
      {error && (
        <p className="lead-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="lead-btn lead-btn--primary" disabled={loading}>
        {loading ? t('submitting') : (submitLabel ?? t('submit'))}
      </button>
    </form>
  );
}
