import type { FormEvent, ReactNode } from 'react';
import { useUnits } from '../cart-identity/format';
import { addToCartMessages } from './i18n/messages';
import type { QuantityPlan } from './quantity';
import '../cart-identity/base.css';
import './addToCart.css';

export interface AddToCartViewProps {
  sku: string;
  name: string;
  withQuantity: boolean;
  plan: QuantityPlan | null;
  pending: boolean;
  error: string | null;
  status: string;
  onAdd: () => void;
  /** Drawn beside the button (the wishlist's heart). */
  beside?: ReactNode;
}

/**
 * The button only: on a product page the quantity comes from the catalogue's calculator beside it. The button sends a
 * form that says what it adds (the product and the boxes, as fields): sent before this module is live, the form's
 * fields go to the module's `action` (exposes/AddToCart.tsx). The form has nowhere to go by itself (`dialog`: a
 * form outside a dialog goes nowhere): the cart has no add without scripts, and without them the button is not shown.
 */
export function AddToCartView(p: AddToCartViewProps) {
  const t = addToCartMessages.useT();
  const units = useUnits();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    p.onAdd();
  };
  return (
    <div className={p.withQuantity ? 'cart-atc cart-atc--full' : 'cart-atc'} data-boundary="mf-cart">
      {p.withQuantity && p.plan && (
        <p className="cart-atc-plan">{t('adds', { boxes: units.boxes(p.plan.boxes), covered: units.area(p.plan.coveredSqft) })}</p>
      )}
      <div className="cart-atc-row">
        <form method="dialog" className="cart-atc-form" onSubmit={onSubmit}>
          <input type="hidden" name="sku" value={p.sku} />
          {p.plan && <input type="hidden" name="qty" value={p.plan.boxes} />}
          <button type="submit" className="cart-btn cart-atc-button" disabled={p.pending || !p.plan} aria-busy={p.pending || undefined}>
            {p.pending ? t('adding') : t('add')}
            <span className="cart-visually-hidden">: {p.name}</span>
          </button>
        </form>
        {p.beside}
      </div>
      {p.error && (
        <p className="cart-field-error" role="alert">
          {p.error}
        </p>
      )}
      <p className="cart-visually-hidden" role="status">
        {p.status}
      </p>
    </div>
  );
}
