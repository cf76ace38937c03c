import { isSampleSku, presentItems } from '@tiles/shared';
import { formatMoney, useUnits } from '../cart-identity/format';
import { orderAddressLine, type CustomerOrder } from './types';
import { orderMessages } from './i18n/messages';
import { OrderTimeline } from './OrderTimeline';
import './orderHistory.css';

/** One order's items, totals and addresses. */
export function OrderDetail({ order: o }: { order: CustomerOrder }) {
  const t = orderMessages.useT();
  const units = useUnits();
  return (
    <div className="cart-order-detail">
      <OrderTimeline order={o} />
      <table className="cart-order-items">
        <caption className="cart-visually-hidden">{t('itemsIn', { number: o.number })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tile')}</th>
            <th scope="col">{t('boxes')}</th>
            <th scope="col">{t('pricePerBox')}</th>
          </tr>
        </thead>
        <tbody>
          {presentItems(o.items).map((i) => (
            <tr key={i.id}>
              <td>
                {i.product_name} <span className="cart-hint">({i.product_sku})</span>
              </td>
              <td>{isSampleSku(i.product_sku) ? units.samples(i.quantity_ordered ?? 0) : i.quantity_ordered}</td>
              <td>{formatMoney(i.product_sale_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="cart-summary-line">
        <span>{t('subtotal')}</span>
        <span>{formatMoney(o.total?.subtotal)}</span>
      </p>
      {presentItems(o.total?.discounts).map((d) => (
        <p key={d.label} className="cart-summary-line">
          <span>{t('discount', { label: d.label })}</span>
          <span>−{formatMoney(d.amount)}</span>
        </p>
      ))}
      <p className="cart-summary-line">
        <span>{o.shipping_method ? t('shippingVia', { method: o.shipping_method }) : t('shipping')}</span>
        <span>{formatMoney(o.total?.total_shipping)}</span>
      </p>
      <p className="cart-summary-line">
        <span>{t('gst')}</span>
        <span>{formatMoney(o.total?.total_tax)}</span>
      </p>
      <p className="cart-summary-line">
        <strong>{t('grandTotal')}</strong>
        <strong>{formatMoney(o.total?.grand_total)}</strong>
      </p>
      {o.shipping_address && (
        <p>
          <strong>{t('deliveredTo')}</strong> {orderAddressLine(o.shipping_address)}
        </p>
      )}
      {o.billing_address && (
        <p>
          <strong>{t('billing')}</strong> {orderAddressLine(o.billing_address)}
        </p>
      )}
      {o.payment_methods?.[0] && (
        <p>
          <strong>{t('payment')}</strong> {o.payment_methods[0].name}
        </p>
      )}
    </div>
  );
}
