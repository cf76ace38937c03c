import { useState } from 'react';
import { cartPageMessages } from './i18n/messages';

interface Props {
  applied: string | null;
  busy: boolean;
  error: string | null;
  ok: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

export function CouponForm({ applied, busy, error, ok, onApply, onRemove }: Props) {
  const t = cartPageMessages.useT();
  const [code, setCode] = useState('');
  return (
    <form
      className="cart-card cart-side-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onApply(code);
      }}
    >
      <div className="cart-field">
        <label htmlFor="cart-coupon">{t('coupon')}</label>
        {applied ? (
          <div className="cart-inline">
            <span className="cart-coupon-applied">{applied}</span>
            <button type="button" className="cart-btn cart-btn--ghost cart-btn--small" onClick={onRemove} disabled={busy}>
              {t('removeCoupon')}
            </button>
          </div>
        ) : (
          <div className="cart-inline">
            <input
              id="cart-coupon"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoCapitalize="characters"
              aria-invalid={error ? true : undefined}
              aria-describedby="cart-coupon-msg"
            />
            <button type="submit" className="cart-btn cart-btn--small" disabled={busy}>
              {t('applyCoupon')}
            </button>
          </div>
        )}
        <p id="cart-coupon-msg" className={error ? 'cart-field-error' : 'cart-hint'} role={error ? 'alert' : 'status'}>
          {error ?? ok ?? ''}
        </p>
      </div>
    </form>
  );
}
