import { PATHS, presentItems } from '@tiles/shared';
import { formatMoney } from '../cart-identity/format';
import type { CartData } from '../cart-identity/types';
import { cartPageMessages } from './i18n/messages';
import type { DeliveryEstimate } from './useDeliveryEstimate';

/** The cart's totals, with what delivery to its pincode costs (or that the store cannot deliver there) before checkout. */
export function CartTotals({ cart, delivery }: { cart: CartData; delivery: DeliveryEstimate }) {
  const t = cartPageMessages.useT();
  const prices = cart.prices;
  return (
    <section className="cart-card cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">{t('summary')}</h2>
      <dl>
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{formatMoney(prices?.subtotal_including_tax)}</dd>
        </div>
        {presentItems(prices?.discounts).map((d) => (
          <div key={d.label} className="cart-totals-discount">
            <dt>{t('discount', { label: d.label })}</dt>
            <dd>−{formatMoney(d.amount)}</dd>
          </div>
        ))}
        {delivery.kind === 'cost' && (
          <div className="cart-totals-delivery">
            <dt>{t('deliveryTo', { pincode: delivery.pincode })}</dt>
            <dd>{delivery.amount?.value ? formatMoney(delivery.amount) : t('deliveryFree')}</dd>
          </div>
        )}
        <div className="cart-totals-grand">
          <dt>{t('grandTotal')}</dt>
          <dd>
            {formatMoney(prices?.grand_total)} <span className="cart-hint">{prices?.grand_total?.currency}</span>
          </dd>
        </div>
      </dl>
      {delivery.kind === 'unserved' ? (
        <p className="cart-field-error" role="alert">
          {t('deliveryNone', { pincode: delivery.pincode })}
        </p>
      ) : (
        delivery.kind === 'cost' && <p className="cart-hint">{t('deliveryLater')}</p>
      )}
      <a href={PATHS.checkout} className="cart-btn cart-totals-checkout">
        {t('proceed')}
      </a>
    </section>
  );
}
