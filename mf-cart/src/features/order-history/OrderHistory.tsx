import { formatMoney } from '../cart-identity/format';
import { OrderDetail } from './OrderDetail';
import { OrderActionsFor, type OrderCancellation } from './OrderActionsFor';
import { orderDay, type CustomerOrder } from './types';
import { useStatusLabel } from './useStatusLabel';
import './orderHistory.css';
import { orderMessages } from './i18n/messages';

export interface OrderHistoryProps {
  orders: CustomerOrder[];
  cancellation: OrderCancellation;
  loading: boolean;
  error: string | null;
  onOrderChanged: (order: CustomerOrder) => void;
  /** The order a mail's link names (`/sales/order/view/order_id/<id>/`): open, in view. */
  openOrderId?: string | null;
}

/** Order history in /account: one disclosure per order, its detail inside (native <details>: works before any script). */
export function OrderHistory({ orders, cancellation, loading, error, onOrderChanged, openOrderId }: OrderHistoryProps) {
  const t = orderMessages.useT();
  const statusOf = useStatusLabel();
  return (
    <section className="cart-card cart-orders" aria-labelledby="cart-orders-title">
      <h2 id="cart-orders-title">{t('title')}</h2>
      {error && (
        <p className="cart-message cart-message--error" role="alert">
          {error}
        </p>
      )}
      {loading ? <p aria-busy="true">{t('loading')}</p> : !error && orders.length === 0 && <p className="cart-hint">{t('none')}</p>}
      {orders.map((o) => (
        <details key={o.number} className="cart-order" open={o.id === openOrderId || undefined} id={`order-${o.number}`}>
          <summary>
            <span>{t('order', { number: o.number })}</span>
            <span>{orderDay(o.order_date)}</span>
            <span>{statusOf(o)}</span>
            <strong>{formatMoney(o.total?.grand_total)}</strong>
          </summary>
          <OrderDetail order={o} />
          <OrderActionsFor order={o} cancellation={cancellation} onOrderChanged={onOrderChanged} />
        </details>
      ))}
    </section>
  );
}
