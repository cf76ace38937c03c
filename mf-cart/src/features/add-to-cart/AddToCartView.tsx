import { formatArea } from '../cart-identity/format';
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
}

/** The button only: on a product page the quantity comes from the catalogue's calculator beside it. */
export function AddToCartView(p: AddToCartViewProps) {
  return (
    <div className={p.withQuantity ? 'cart-atc cart-atc--full' : 'cart-atc'} data-boundary="mf-cart">
      {p.withQuantity && p.plan && (
        <p className="cart-atc-plan">
          Adds {p.plan.boxes} {p.plan.boxes === 1 ? 'box' : 'boxes'} (covers {formatArea(p.plan.coveredSqft)})
        </p>
      )}
      <button type="button" className="cart-btn cart-atc-button" onClick={p.onAdd} disabled={p.pending || !p.plan} aria-busy={p.pending || undefined}>
        {p.pending ? 'Adding…' : 'Add to cart'}<span className="cart-visually-hidden">: {p.name}</span>
      </button>
      {p.error && <p className="cart-field-error" role="alert">{p.error}</p>}
      <p className="cart-visually-hidden" role="status">{p.status}</p>
    </div>
  );
}
