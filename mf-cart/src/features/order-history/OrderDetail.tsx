import { formatMoney } from '../cart-identity/format';
import { orderAddressLine, type CustomerOrder } from './types';

/** One order's items, totals and addresses. */
export function OrderDetail({ order: o }: { order: CustomerOrder }) {
  return (
    <div className="cart-order-detail">
      <table className="cart-order-items">
        <caption className="cart-visually-hidden">Items in order {o.number}</caption>
        <thead><tr><th scope="col">Tile</th><th scope="col">Boxes</th><th scope="col">Price per box</th></tr></thead>
        <tbody>
          {o.items.map((i) => (
            <tr key={i.id}><td>{i.product_name} <span className="cart-hint">({i.product_sku})</span></td><td>{i.quantity_ordered}</td><td>{formatMoney(i.product_sale_price)}</td></tr>
          ))}
        </tbody>
      </table>
      <p className="cart-summary-line"><span>Subtotal (incl. GST)</span><span>{formatMoney(o.total.subtotal)}</span></p>
      {(o.total.discounts ?? []).map((d) => <p key={d.label} className="cart-summary-line"><span>Discount: {d.label}</span><span>−{formatMoney(d.amount)}</span></p>)}
      <p className="cart-summary-line"><span>Shipping{o.shipping_method ? ` (${o.shipping_method})` : ''}</span><span>{formatMoney(o.total.total_shipping)}</span></p>
      <p className="cart-summary-line"><span>GST included</span><span>{formatMoney(o.total.total_tax)}</span></p>
      <p className="cart-summary-line"><strong>Grand total</strong><strong>{formatMoney(o.total.grand_total)}</strong></p>
      {o.shipping_address && <p><strong>Delivered to:</strong> {orderAddressLine(o.shipping_address)}</p>}
      {o.billing_address && <p><strong>Billing address:</strong> {orderAddressLine(o.billing_address)}</p>}
      {o.payment_methods?.[0] && <p><strong>Payment:</strong> {o.payment_methods[0].name}</p>}
    </div>
  );
}
