import { PATHS } from '@tiles/shared';
import { formatMoney } from '../cart-identity/format';
import type { CartData } from '../cart-identity/types';

export function CartTotals({ cart }: { cart: CartData }) {
  const prices = cart.prices;
  return (
    <section className="cart-card cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">Order summary</h2>
      <dl>
        <div><dt>Subtotal (incl. GST)</dt><dd>{formatMoney(prices?.subtotal_including_tax)}</dd></div>
        {(prices?.discounts ?? []).map((d) => (
          <div key={d.label} className="cart-totals-discount"><dt>Discount: {d.label}</dt><dd>−{formatMoney(d.amount)}</dd></div>
        ))}
        <div className="cart-totals-grand"><dt>Grand total</dt><dd>{formatMoney(prices?.grand_total)} <span className="cart-hint">{prices?.grand_total?.currency}</span></dd></div>
      </dl>
      <a href={PATHS.checkout} className="cart-btn cart-totals-checkout">Proceed to checkout</a>
    </section>
  );
}
