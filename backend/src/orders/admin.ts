import { parseArgs } from 'node:util';
import type { StoreContext } from '../context';
import { isCarrier, isTrackingNumber, CARRIERS } from './carriers';
import { orderByNumber } from './findOrder';
import { sendOrderMail } from './orderMails';
import { addShipment, canMove, isOrderStatus, moveOrder, ORDER_STATUSES } from './progress';

export const ADMIN_USAGE =
  'usage: npm run --silent orders:admin -- ship <order number> --carrier <' +
  Object.keys(CARRIERS).join('|') +
  '> --tracking <number> | status <order number> <processing|delivered|canceled>';

/**
 * What the warehouse does to an order, as Magento's admin would: mark it processing (packed and invoiced), ship it
 * with a carrier and tracking number (the shopper is mailed the link), mark it delivered, or cancel it. Answers a
 * line saying what happened, or `{ error }` without changing anything.
 */
export function runAdminCommand(ctx: StoreContext, argv: string[]): { done: string } | { error: string } {
  let parsed: { values: { carrier?: string; tracking?: string }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
      options: { carrier: { type: 'string' }, tracking: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    return { error: (err as Error).message.split('\n')[0] };
  }
  const [command, number, status] = parsed.positionals;
  const order = number ? orderByNumber(ctx.db, number) : undefined;
  if (!command || !number) return { error: ADMIN_USAGE };
  if (!order) return { error: `no order number ${number}` };
  const from = isOrderStatus(order.status) ? order.status : 'pending';
  if (command === 'ship') {
    const { carrier = '', tracking = '' } = parsed.values;
    if (!isCarrier(carrier)) return { error: `unknown carrier "${carrier}": ${Object.keys(CARRIERS).join(', ')}` };
    if (!isTrackingNumber(tracking)) return { error: 'a tracking number is 4 to 40 letters, digits or dashes' };
    if (!canMove(from, 'shipped')) return { error: `order ${number} is ${ORDER_STATUSES[from]}: it cannot ship` };
    addShipment(ctx.db, order.id, carrier, tracking);
    sendOrderMail(ctx, { ...order, status: 'shipped' }, 'shipped');
    return { done: `order ${number} shipped with ${CARRIERS[carrier].title} ${tracking}` };
  }
  if (command === 'status' && status && isOrderStatus(status) && status !== 'shipped' && status !== 'pending') {
    if (!canMove(from, status)) return { error: `order ${number} is ${ORDER_STATUSES[from]}: it cannot become ${ORDER_STATUSES[status]}` };
    moveOrder(ctx.db, order.id, status);
    if (status === 'canceled') sendOrderMail(ctx, { ...order, status }, 'canceled');
    return { done: `order ${number} is ${ORDER_STATUSES[status]}` };
  }
  return { error: ADMIN_USAGE };
}
