import { PATHS } from '@tiles/shared';
import type { CartData, CartItem } from '../cart-identity/types';
import { CartRow } from './CartRow';
import { CartTotals } from './CartTotals';
import { CouponForm } from './CouponForm';
import { PincodeForm } from './PincodeForm';
import type { PageMessage } from './useCartPage';
import type { DeliveryEstimate } from './useDeliveryEstimate';
import { cartPageMessages } from './i18n/messages';
import '../cart-identity/base.css';
import './cartPage.css';

export interface CartPageViewProps {
  cart: CartData | null;
  items: CartItem[];
  loading: boolean;
  loadError: string | null;
  busy: string | null;
  /** This page's code is running (false in the server's HTML and while it hydrates). */
  live: boolean;
  /** A row whose quantity the store refused, with what the shopper typed there. */
  refusedRow: { uid: string; typed: string } | null;
  message: PageMessage | null;
  savedPincode: string;
  /** What delivery to the saved pincode costs (useDeliveryEstimate). */
  delivery: DeliveryEstimate;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  onPincode: (pincode: string) => void;
  onApplyCoupon: (code: string) => void;
  onRemoveCoupon: () => void;
}

const textFor = (m: PageMessage | null, area: PageMessage['area'], kind: PageMessage['kind']) =>
  m?.area === area && m.kind === kind ? m.text : null;

/** An error is shown; a done change is announced (the row shows it), and shown too on a page the store drew after a form. */
function itemsMessageClass(m: PageMessage | null): string {
  if (m?.area !== 'items' || (m.kind === 'ok' && !m.drawn)) return 'cart-visually-hidden';
  return m.kind === 'error' ? 'cart-message cart-message--error' : 'cart-message';
}

export function CartPageView(p: CartPageViewProps) {
  const t = cartPageMessages.useT();
  return (
    <div className="cart-page" data-boundary="mf-cart">
      <h1>{t('title')}</h1>
      {p.loadError && (
        <p className="cart-message cart-message--error" role="alert">
          {p.loadError}
        </p>
      )}
      <p className={itemsMessageClass(p.message)} role="status">
        {p.message?.area === 'items' ? p.message.text : ''}
      </p>
      {p.loading && !p.cart ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : p.items.length === 0 || !p.cart ? (
        <div className="cart-card cart-empty">
          <p>{t('empty')}</p>
          <a href={PATHS.tiles} className="cart-btn">
            {t('browse')}
          </a>
        </div>
      ) : (
        <div className="cart-layout">
          <ul className="cart-rows" aria-label={t('itemsLabel')}>
            {p.items.map((item) => (
              <CartRow
                key={`${item.uid}:${item.quantity}`}
                item={item}
                busy={p.busy !== null}
                live={p.live}
                typed={p.refusedRow?.uid === item.uid ? p.refusedRow.typed : undefined}
                onQuantity={p.onQuantity}
                onRemove={p.onRemove}
              />
            ))}
          </ul>
          <div className="cart-side">
            <PincodeForm
              key={p.savedPincode}
              saved={p.savedPincode}
              busy={p.busy === 'pincode'}
              error={textFor(p.message, 'pincode', 'error')}
              ok={textFor(p.message, 'pincode', 'ok')}
              onSubmit={p.onPincode}
            />
            <CouponForm
              applied={p.cart.applied_coupons?.[0]?.code ?? null}
              busy={p.busy === 'coupon'}
              error={textFor(p.message, 'coupon', 'error')}
              ok={textFor(p.message, 'coupon', 'ok')}
              onApply={p.onApplyCoupon}
              onRemove={p.onRemoveCoupon}
            />
            <CartTotals cart={p.cart} delivery={p.delivery} />
          </div>
        </div>
      )}
    </div>
  );
}
