import type { StoreContext } from '../context';
import { toOrderModel, type OrderRow } from '../checkout/orders';
import { requireCustomer } from '../customer/requireCustomer';
import { inputError } from '../errors';
import { orderCancellationEnabled } from './cancellationSettings';
import { orderByClientId } from './findOrder';
import { canMove, isOrderStatus, moveOrder } from './progress';
import { sendOrderMail } from './orderMails';
import { withCode } from './cancelErrorCodes';

/** A reason is one line the shopper picked or typed: printable, at most 255 characters (Magento's comment column). */
export function cleanReason(reason: unknown): string {
  if (typeof reason !== 'string') throw inputError('Field CancelOrderInput.reason of required type String! was not provided.');
  const text = reason
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) throw inputError('Field CancelOrderInput.reason of required type String! was not provided.');
  return text.slice(0, 255);
}

/**
 * Magento 2.4.7's cancelOrder (OrderCancellationGraphQl), its checks and messages in its order: the feature, the
 * order, its owner, its state. An order not yet shipped is canceled, the reason kept on its timeline, and the
 * shopper mailed. Errors about the order come back in `error`, beside the order as it stands.
 */
export function cancelOrder(ctx: StoreContext, input: { order_id?: string | number | null; reason?: unknown } | null) {
  const customer = requireCustomer(ctx);
  const reason = cleanReason(input?.reason);
  if (!orderCancellationEnabled()) return withCode({ error: 'Order cancellation is not enabled for requested store.', order: null });
  const order = orderByClientId(ctx.db, input?.order_id);
  if (!order) return withCode({ error: "The entity that was requested doesn't exist. Verify the entity and try again.", order: null });
  if (order.customer_id !== customer.id) return withCode({ error: 'Current user is not authorized to cancel this order', order: null });
  return withCode(cancelIfOpen(ctx, order, reason));
}

/** Cancels an order that has not shipped; shared with a guest's confirmed request. */
export function cancelIfOpen(ctx: StoreContext, order: OrderRow, reason: string) {
  const status = isOrderStatus(order.status) ? order.status : 'pending';
  if (status === 'shipped' || status === 'delivered')
    return { error: 'Order with one or more items shipped cannot be cancelled', order: toOrderModel(ctx, order) };
  if (!canMove(status, 'canceled'))
    return { error: 'Order already closed, complete, cancelled or on hold', order: toOrderModel(ctx, order) };
  moveOrder(ctx.db, order.id, 'canceled', reason);
  const canceled = { ...order, status: 'canceled' };
  sendOrderMail(ctx, canceled, 'canceled');
  return { error: null, order: toOrderModel(ctx, canceled) };
}
