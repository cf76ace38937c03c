import { useState } from 'react';
import { PATHS } from '@tiles/shared';
import { Field } from '../forms/Field';
import { formMessages } from '../forms/i18n/messages';
import type { Errors } from '../forms/validation';
import { guestOrderMessages } from './i18n/messages';
import type { GuestOrderField } from './useGuestOrder';

interface Props {
  errors: Errors<GuestOrderField>;
  busy: boolean;
  formError: string | null;
  onSubmit: (values: Record<GuestOrderField, string>) => void;
  /** What the shopper had typed (the page the server drew for the form posted without scripts). */
  initialValues?: Record<GuestOrderField, string>;
}

/**
 * Magento's look-up form: a real form posted to its own page, which the shop's server answers without scripts (the
 * order drawn below it); live, the same submit looks the order up in place.
 */
export function GuestOrderForm({ errors, busy, formError, onSubmit, initialValues }: Props) {
  const form = formMessages.useT();
  const t = guestOrderMessages.useT();
  const [values, setValues] = useState<Record<GuestOrderField, string>>(initialValues ?? { number: '', email: '', postcode: '' });
  const set = (k: GuestOrderField) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  return (
    <form
      className="cart-card cart-account-form cart-guest-form"
      method="post"
      action={PATHS.guestOrder}
      noValidate
      aria-labelledby="cart-guest-order-title"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(values);
      }}
    >
      <h2 id="cart-guest-order-title">{t('formTitle')}</h2>
      {formError && (
        <p className="cart-message cart-message--error" role="alert">
          {formError}
        </p>
      )}
      <Field id="cart-guest-number" name="number" label={t('number')} value={values.number} error={errors.number} onValue={set('number')} />
      <Field
        id="cart-guest-email"
        name="email"
        label={form('email')}
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onValue={set('email')}
      />
      <Field
        id="cart-guest-postcode"
        name="postcode"
        label={t('pincode')}
        inputMode="numeric"
        autoComplete="billing postal-code"
        value={values.postcode}
        error={errors.postcode}
        onValue={set('postcode')}
      />
      <button type="submit" className="cart-btn" disabled={busy}>
        {busy ? t('finding') : t('find')}
      </button>
    </form>
  );
}
