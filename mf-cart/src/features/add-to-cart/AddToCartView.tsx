import type { FormEvent, ReactNode } from 'react';
import { useUnits } from '../cart-identity/format';
import { ADD_TO_CART_PATH } from './addToCartPath';
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
  /** The page the form is on, where a refusal of the form posted without scripts is drawn again. */
  returnTo: string;
  /** "Order a sample" (product pages): the sample's SKU and its last add; none on a listing card. */
  sample?: { sku: string; pending: boolean; error: string | null; onAdd: () => void };
  /** Drawn beside the button (the wishlist's heart). */
  beside?: ReactNode;
}

/**
 * The button only: on a product page the quantity comes from the catalogue's calculator beside it. The button sends a
 * form that says what it adds (the product and the boxes, as fields) to the store's add path: posted without scripts,
 * or tapped before this module is live, the server's `action` adds it (exposes/AddToCart.tsx) and shows the cart;
 * once live, the same form's submit adds in place.
 */
function AddForm({ sku, boxes, returnTo, onAdd, className, children }: AddFormProps) {
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onAdd();
  };
  return (
    <form method="post" action={ADD_TO_CART_PATH} className={className} onSubmit={onSubmit}>
      <input type="hidden" name="sku" value={sku} />
      {boxes !== null && <input type="hidden" name="qty" value={boxes} />}
      <input type="hidden" name="return" value={returnTo} />
      {children}
    </form>
  );
}
interface AddFormProps {
  sku: string;
  boxes: number | null;
  returnTo: string;
  onAdd: () => void;
  className: string;
  children: ReactNode;
}

/** "Order a sample": one piece of the tile, its own line in the cart; the calculator's boxes do not apply to it. */
function SampleForm({
  sku,
  name,
  pending,
  error,
  onAdd,
  returnTo,
}: NonNullable<AddToCartViewProps['sample']> & { name: string; returnTo: string }) {
  const t = addToCartMessages.useT();
  return (
    <>
      <AddForm sku={sku} boxes={1} returnTo={returnTo} onAdd={onAdd} className="cart-atc-form cart-atc-sample">
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
      </AddForm>
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
  return (
    <div className={p.withQuantity ? 'cart-atc cart-atc--full' : 'cart-atc'} data-boundary="mf-cart">
      {p.withQuantity && p.plan && (
        <p className="cart-atc-plan">{t('adds', { boxes: units.boxes(p.plan.boxes), covered: units.area(p.plan.coveredSqft) })}</p>
      )}
      <div className="cart-atc-row">
        <AddForm sku={p.sku} boxes={p.plan?.boxes ?? null} returnTo={p.returnTo} onAdd={p.onAdd} className="cart-atc-form">
          <button type="submit" className="cart-btn cart-atc-button" disabled={p.pending || !p.plan} aria-busy={p.pending || undefined}>
            {p.pending ? t('adding') : t('add')}
            <span className="cart-visually-hidden">: {p.name}</span>
          </button>
        </AddForm>
        {p.beside}
      </div>
      {p.sample && <SampleForm {...p.sample} name={p.name} returnTo={p.returnTo} />}
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
