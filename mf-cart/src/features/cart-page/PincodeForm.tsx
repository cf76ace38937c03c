import { useState } from 'react';
import { cartPageMessages } from './i18n/messages';

interface Props {
  saved: string;
  busy: boolean;
  error: string | null;
  ok: string | null;
  onSubmit: (pincode: string) => void;
}

/** Delivery pincode: exactly 6 digits (spec §9); the cart is repriced for it. */
export function PincodeForm({ saved, busy, error, ok, onSubmit }: Props) {
  const t = cartPageMessages.useT();
  const [value, setValue] = useState(saved);
  return (
    <form
      className="cart-card cart-side-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(value.trim());
      }}
    >
      <div className="cart-field">
        <label htmlFor="cart-pincode">{t('pincode')}</label>
        <div className="cart-inline">
          <input
            id="cart-pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={value}
            onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
            aria-invalid={error ? true : undefined}
            aria-describedby="cart-pincode-msg"
          />
          <button type="submit" className="cart-btn cart-btn--small" disabled={busy}>
            {t('check')}
          </button>
        </div>
        <p id="cart-pincode-msg" className={error ? 'cart-field-error' : 'cart-hint'} role={error ? 'alert' : undefined}>
          {error ?? ok ?? (saved ? t('pricesFor', { pincode: saved }) : t('pricesDepend'))}
        </p>
      </div>
    </form>
  );
}
