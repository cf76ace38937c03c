import { intSetting } from '../configError';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../store/db';

/** Magento's messages for a shortage (CatalogInventory and Quote), word for word. */
export const QTY_NOT_AVAILABLE = 'The requested qty is not available';
export const NOT_SALABLE = 'Product that you are trying to add is not available.';
export const ORDER_SHORT = 'Not all of your products are available in the requested quantity.';

/**
 * `TILES_STOCK_THRESHOLD`: Magento's "Only X left Threshold" (cataloginventory/options/stock_threshold_qty). At or
 * under it a tile answers `only_x_left_in_stock`; 0 never does. Default 10 boxes: a room takes 20–60.
 */
export const stockThreshold = (env: NodeJS.ProcessEnv = process.env) => intSetting(env, 'TILES_STOCK_THRESHOLD', 10, 0);

/** A listing reads 24 tiles' stock: the statement is prepared once per store connection, not per tile. */
const readers = new WeakMap<Db, Statement<[string], number>>();

export function boxesInStock(db: Db, sku: string): number {
  let read = readers.get(db);
  if (!read) {
    read = db.prepare<[string], number>('SELECT quantity FROM stock WHERE sku = ?').pluck();
    readers.set(db, read);
  }
  return read.get(sku) ?? 0;
}

/** Magento's ProductInterface stock fields: `only_x_left_in_stock` only for a tile in stock at or under the threshold. */
export function stockFields(db: Db, sku: string, threshold = stockThreshold()) {
  const boxes = boxesInStock(db, sku);
  return {
    stock_status: boxes > 0 ? ('IN_STOCK' as const) : ('OUT_OF_STOCK' as const),
    only_x_left_in_stock: boxes > 0 && threshold > 0 && boxes <= threshold ? boxes : null,
  };
}

export class StockShortage extends Error {
  constructor() {
    super(ORDER_SHORT);
  }
}

/**
 * Takes an order's boxes; the caller runs it inside the order's transaction, so a shortage writes nothing. Each
 * update only succeeds while enough boxes remain: of two orders racing for the last boxes, the second is refused.
 */
export function takeStock(db: Db, lines: { sku: string; quantity: number }[]): void {
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.sku, (wanted.get(l.sku) ?? 0) + l.quantity);
  const take = db.prepare('UPDATE stock SET quantity = quantity - ? WHERE sku = ? AND quantity >= ?');
  for (const [sku, quantity] of wanted) if (take.run(quantity, sku, quantity).changes !== 1) throw new StockShortage();
}

/** Gives a cancelled order's boxes back; the caller runs it in the transaction that cancels, once. */
export function returnStock(db: Db, orderId: number): void {
  db.prepare(
    'UPDATE stock SET quantity = quantity + (SELECT SUM(quantity) FROM order_items WHERE order_id = ? AND order_items.sku = stock.sku) WHERE sku IN (SELECT sku FROM order_items WHERE order_id = ?)',
  ).run(orderId, orderId);
}
