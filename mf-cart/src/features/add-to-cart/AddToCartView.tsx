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
  /** "Order a sample" (product pages): the sample's SKU and its last add; none on a listing card. */
  sample?: { sku: string; pending: boolean; error: string | null; onAdd: () => void };
  /** Drawn beside the button (the wishlist's heart). */
  beside?: ReactNode;
}

/**
 * The button only: on a product page the quantity comes from the catalogue's calculator beside it. The button sends a
 * form that says what it adds (the product and the boxes, as fields): sent before this module is live, the form's
 * fields go to the module's `action` (exposes/AddToCart.tsx). The form has nowhere to go by itself (`dialog`: a
 * form outside a dialog goes nowhere): the cart has no add without scripts, and without them the button is not shown.
 */
/** "Order a sample": one piece of the tile, its own line in the cart; the calculator's boxes do not apply to it. */
function SampleForm({ sku, name, pending, error, onAdd }: NonNullable<AddToCartViewProps['sample']> & { name: string }) {
  const t = addToCartMessages.useT();
  return (
    <>
      <form
        method="dialog"
        className="cart-atc-form cart-atc-sample"
        onSubmit={(e) => {
          e.preventDefault();
          onAdd();
        }}
      >
        <input type="hidden" name="sku" value={sku} />
        <input type="hidden" name="qty" value={1} />
        <button
          type="submit"
          className="cart-btn cart-btn--ghost cart-atc-button"
          disabled={pending}
          aria-busy={pending || undefined}
          aria-describedby={`${sku}-hint`}
        >
          {pending ? t('sampleAdding') : t('sample')}
          <span className="cart-visually-hidden">: {name}</span>
        </button>
      </form>
      <p className="cart-atc-plan" id={`${sku}-hint`}>
        {t('sampleHint')}
      </p>
      {error && (
        <p className="cart-field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

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
      {p.sample && <SampleForm {...p.sample} name={p.name} />}
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
