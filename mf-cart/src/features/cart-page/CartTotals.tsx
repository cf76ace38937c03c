import { PATHS, presentItems } from '@tiles/shared';
import { formatMoney } from '../cart-identity/format';
import type { CartData } from '../cart-identity/types';
import { cartPageMessages } from './i18n/messages';

export function CartTotals({ cart }: { cart: CartData }) {
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
        <div className="cart-totals-grand">
          <dt>{t('grandTotal')}</dt>
          <dd>
            {formatMoney(prices?.grand_total)} <span className="cart-hint">{prices?.grand_total?.currency}</span>
          </dd>
        </div>
      </dl>
      <a href={PATHS.checkout} className="cart-btn cart-totals-checkout">
        {t('proceed')}
      </a>
    </section>
  );
}
