import { presentItems } from '@tiles/shared';
import { checkoutMessages } from './i18n/messages';
import { formatMoney } from '../cart-identity/format';
import type { CartItem } from '../cart-identity/types';
import type { CheckoutCart } from './types';

export function CheckoutSummary({ cart, items }: { cart: CheckoutCart; items: CartItem[] }) {
  const t = checkoutMessages.useT();
  const selected = cart.shipping_addresses[0]?.selected_shipping_method;
  return (
    <aside className="cart-card cart-checkout-side" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('yourOrder')}</h2>
      {items.map((i) => (
        <p key={i.uid} className="cart-summary-line">
          <span>{t('line', { name: i.product.name, count: i.quantity })}</span>
          <span>{formatMoney(i.prices?.row_total)}</span>
        </p>
      ))}
      <p className="cart-summary-line">
        <span>{t('subtotal')}</span>
        <span>{formatMoney(cart.prices?.subtotal_including_tax)}</span>
      </p>
      {presentItems(cart.prices?.discounts).map((d) => (
        <p key={d.label} className="cart-summary-line">
          <span>{t('discount', { label: d.label })}</span>
          <span>−{formatMoney(d.amount)}</span>
        </p>
      ))}
      {selected && (
        <p className="cart-summary-line">
          <span>{t('shipping')}</span>
          <span>{formatMoney(selected.amount)}</span>
        </p>
      )}
      <p className="cart-summary-line">
        <strong>{t('grandTotal')}</strong>
        <strong>{formatMoney(cart.prices?.grand_total)}</strong>
      </p>
    </aside>
  );
}
