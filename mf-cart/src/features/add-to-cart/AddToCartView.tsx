import type { ReactNode } from 'react';
import { EARLY_ACTIVATION_ATTR } from '@tiles/shared';
import { useUnits } from '../cart-identity/format';
import { addToCartMessages } from './i18n/messages';
import type { QuantityPlan } from './quantity';
import '../cart-identity/base.css';
import './addToCart.css';

export interface AddToCartViewProps {
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

/** The button only: on a product page the quantity comes from the catalogue's calculator beside it. */
export function AddToCartView(p: AddToCartViewProps) {
  const t = addToCartMessages.useT();
  const units = useUnits();
  return (
    <div className={p.withQuantity ? 'cart-atc cart-atc--full' : 'cart-atc'} data-boundary="mf-cart">
      {p.withQuantity && p.plan && (
        <p className="cart-atc-plan">{t('adds', { boxes: units.boxes(p.plan.boxes), covered: units.area(p.plan.coveredSqft) })}</p>
      )}
      <div className="cart-atc-row">
        <button
          type="button"
          className="cart-btn cart-atc-button"
          onClick={p.onAdd}
          disabled={p.pending || !p.plan}
          aria-busy={p.pending || undefined}
          // What a click before any code ran adds, for this module to take when its code arrives (earlyAdds.ts).
          {...{ [EARLY_ACTIVATION_ATTR]: p.plan?.boxes }}
        >
          {p.pending ? t('adding') : t('add')}
          <span className="cart-visually-hidden">: {p.name}</span>
        </button>
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
