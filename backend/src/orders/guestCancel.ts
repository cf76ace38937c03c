import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { StoreContext } from '../context';
import { toOrderModel, type OrderRow } from '../checkout/orders';
import { inputError } from '../errors';
import { createRateLimiter, rateSetting } from '../leads/rateLimit';
import { waitText } from '../customer/waitText';
import { orderCancellationEnabled } from './cancellationSettings';
import { cancelIfOpen, cleanReason } from './cancel';
import { orderByClientId } from './findOrder';
import { sendCancelRequestMail } from './orderMails';
import { isOrderStatus } from './progress';
import { withCode } from './cancelErrorCodes';

/** `TILES_GUEST_CANCEL_LIMIT=<count>/<seconds>`: cancellation requests (each mails the order's address) per client. */
export const guestCancelLimitFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  rateSetting('TILES_GUEST_CANCEL_LIMIT', { max: 5, windowMs: 3_600_000 }, env);
const limit = guestCancelLimitFromEnv();
const perClient = createRateLimiter(limit.max, limit.windowMs);

/** A confirmation key is good for a day: the mail says so. */
const KEY_HOURS = 24;
const CANNOT_LOCATE = "We couldn't locate an order with the information provided.";
const NOT_CONFIRMED = 'The order cancellation could not be confirmed.';

/**
 * requestGuestOrderCancel (Magento 2.4.8): the order mail's token finds a guest's order; when it can be canceled, a
 * key is kept with the reason and mailed to the order's address as a link, and the order answers as it stands. The
 * token alone never cancels: only someone who reads the order's mail can.
 */
export function requestGuestOrderCancel(ctx: StoreContext, input: { token?: unknown; reason?: unknown } | null) {
  const wait = perClient.hit(ctx.client);
  if (wait) throw inputError(`Too many cancellation requests from your connection. Please wait ${waitText(wait)} and try again.`);
  const reason = cleanReason(input?.reason);
  const token = typeof input?.token === 'string' ? input.token : '';
  const order = token ? (ctx.db.prepare('SELECT * FROM orders WHERE token = ?').get(token) as OrderRow | undefined) : undefined;
  if (!order || order.customer_id !== null) return withCode({ error: CANNOT_LOCATE, order: null });
  const refusal = refusalFor(ctx, order);
  if (refusal) return withCode(refusal);
  const key = randomBytes(24).toString('base64url');
  ctx.db
    .prepare(
      'INSERT INTO order_cancel_requests (order_id, confirmation_key, reason) VALUES (?, ?, ?) ' +
        "ON CONFLICT(order_id) DO UPDATE SET confirmation_key = excluded.confirmation_key, reason = excluded.reason, created_at = datetime('now')",
    )
    .run(order.id, key, reason);
  sendCancelRequestMail(ctx, order, key);
  return withCode({ error: null, order: toOrderModel(ctx, order) });
}

/** confirmCancelOrder (Magento 2.4.8): the mailed key, once, within a day, cancels the guest's order. */
export function confirmCancelOrder(ctx: StoreContext, input: { order_id?: unknown; confirmation_key?: unknown } | null) {
  const order = orderByClientId(ctx.db, input?.order_id as string);
  if (!order) throw inputError('Required parameter "order_id" is missing or incorrect.');
  const key = typeof input?.confirmation_key === 'string' ? input.confirmation_key : '';
  if (!/^[\w-]{32}$/.test(key)) throw inputError('Required parameter "confirmation_key" is missing or incorrect.');
  if (order.customer_id !== null) return withCode({ error: 'Current user is not authorized to cancel this order', order: null });
  const refusal = refusalFor(ctx, order);
  if (refusal) return withCode(refusal);
  const stored = ctx.db
    .prepare(
      `SELECT confirmation_key, reason FROM order_cancel_requests WHERE order_id = ? AND created_at > datetime('now', '-${KEY_HOURS} hours')`,
    )
    .get(order.id) as { confirmation_key: string; reason: string } | undefined;
  if (!stored || !sameKey(stored.confirmation_key, key)) throw inputError(NOT_CONFIRMED);
  ctx.db.prepare('DELETE FROM order_cancel_requests WHERE order_id = ?').run(order.id);
  return withCode(cancelIfOpen(ctx, order, stored.reason));
}

function refusalFor(ctx: StoreContext, order: OrderRow) {
  if (!orderCancellationEnabled()) return { error: 'Order cancellation is not enabled for requested store.', order: null };
  const status = isOrderStatus(order.status) ? order.status : 'pending';
  if (status === 'shipped' || status === 'delivered')
    return { error: 'Order with one or more items shipped cannot be cancelled', order: toOrderModel(ctx, order) };
  if (status === 'canceled') return { error: 'Order already closed, complete, cancelled or on hold', order: toOrderModel(ctx, order) };
  return null;
}

const sameKey = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
