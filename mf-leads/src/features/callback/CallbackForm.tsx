import type { FormEvent } from 'react';
import type { CallbackField } from '@tiles/shared';
import type { CallbackFields } from './useCallbackForm';
import { leadFormMessages } from '../lead-form/i18n/messages';
import { callbackMessages } from './i18n/messages';

interface Props {
  values: CallbackFields;
  fieldErrors: Partial<Record<CallbackField, string>>;
  error: string | null;
  loading: boolean;
  productName?: string;
  onChange: (field: CallbackField, value: string) => void;
  onSubmit: () => void;
}

const digits = (v: string) => v.replace(/\D/g, '');

/** The callback form (labels Name*, Mobile Number*, Pincode). Renders only. */
export function CallbackForm({ values, fieldErrors, error, loading, productName, onChange, onSubmit }: Props) {
  const t = leadFormMessages.useT();
  const callback = callbackMessages.useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const field = (name: CallbackField, label: string, required: boolean, input: Record<string, string | number>) => (
    <div className="lead-field">
      <label htmlFor={`lead-cb-${name}`}>
        {label}
        {required && <span className="lead-required">*</span>}
      </label>
      <input
        id={`lead-cb-${name}`}
        name={name}
        value={values[name]}
        required={required}
        aria-required={required}
        aria-invalid={!!fieldErrors[name]}
        aria-describedby={fieldErrors[name] ? `lead-cb-${name}-err` : undefined}
        {...input}
        onChange={(e) => onChange(name, name === 'name' ? e.target.value : digits(e.target.value))}
      />
      {fieldErrors[name] && (
        <span id={`lead-cb-${name}-err`} className="lead-field-error">
          {fieldErrors[name]}
        </span>
      )}
    </div>
  );
  return (
    <form className="lead-form" noValidate onSubmit={submit} aria-busy={loading}>
      {productName && (
        <p className="lead-about">
          {callback('about')} <strong>{productName}</strong>
        </p>
      )}
      {field('name', t('name'), true, { autoComplete: 'name' })}
      {field('phone', t('mobileNumber'), true, { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 10 })}
      {field('pincode', t('pincode'), false, { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 })}
      {error && (
        <p className="lead-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="lead-btn lead-btn--primary" disabled={loading}>
        {loading ? t('submitting') : callback('requestCallback')}
      </button>
    </form>
  );
}
