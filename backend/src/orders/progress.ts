import type { Db } from '../store/db';
import { returnStock } from '../stock/stock';
import { CARRIERS, type CarrierCode } from './carriers';

/**
 * An order's statuses, Magento's codes with this store's two delivery steps: pending (placed), processing (invoiced,
 * being packed), shipped, delivered, canceled. Labels are Magento's status labels.
 */
export const ORDER_STATUSES = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  canceled: 'Canceled',
} as const;

export type OrderStatus = keyof typeof ORDER_STATUSES;

export const isOrderStatus = (value: string): value is OrderStatus => Object.hasOwn(ORDER_STATUSES, value);

/** Where each status may go next: an order never goes back, and nothing follows delivered or canceled. */
const NEXT: Record<OrderStatus, OrderStatus[]> = {
  pending: ['processing', 'shipped', 'canceled'],
  processing: ['shipped', 'canceled'],
  shipped: ['delivered'],
  delivered: [],
  canceled: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => NEXT[from].includes(to);

/**
 * Changes the status and writes the timeline entry, together. A cancellation gives the boxes back in the same
 * transaction, and only the one that really changed the status does (the warehouse's command runs in another
 * process, so a shopper's cancel and the command can race).
 */
export function moveOrder(db: Db, orderId: number, status: OrderStatus, comment = ''): void {
  db.transaction(() => {
    const moved = db.prepare('UPDATE orders SET status = ? WHERE id = ? AND status IS NOT ?').run(status, orderId, status).changes;
    if (status === 'canceled' && moved === 1) returnStock(db, orderId);
    db.prepare('INSERT INTO order_status_history (order_id, status, comment) VALUES (?, ?, ?)').run(orderId, status, comment);
  })();
}

export function addShipment(db: Db, orderId: number, carrier: CarrierCode, trackingNumber: string): void {
  db.transaction(() => {
    db.prepare('INSERT INTO order_shipments (order_id, carrier, tracking_number) VALUES (?, ?, ?)').run(orderId, carrier, trackingNumber);
    moveOrder(db, orderId, 'shipped', `${CARRIERS[carrier].title} ${trackingNumber}`);
  })();
}

interface HistoryRow {
  status: OrderStatus;
  comment: string;
  created_at: string;
}

interface ShipmentRow {
  id: number;
  carrier: CarrierCode;
  tracking_number: string;
  created_at: string;
}

export function orderHistory(db: Db, orderId: number): HistoryRow[] {
  return db
    .prepare('SELECT status, comment, created_at FROM order_status_history WHERE order_id = ? ORDER BY id')
    .all(orderId) as HistoryRow[];
}

export function orderShipments(db: Db, orderId: number): ShipmentRow[] {
  return db
    .prepare('SELECT id, carrier, tracking_number, created_at FROM order_shipments WHERE order_id = ? ORDER BY id')
    .all(orderId) as ShipmentRow[];
}
