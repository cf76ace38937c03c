import type { Db } from '../store/db';
import { boxesInStock, QTY_NOT_AVAILABLE } from '../stock/stock';
import { cartItems } from './repository';

/** Magento caps a line at the configured maximum sale quantity (10000 by default). */
export const MAX_QTY = 10000;

export const LINE_TOO_LARGE = 'The requested qty exceeds the maximum qty allowed in shopping cart';

/**
 * The maximum and the stock hold for the whole line, not for one request: adding 10,000 boxes three times must not
 * leave 30,000 (Magento checks the line's total quantity too, the maximum first, then the boxes in stock). The
 * checker remembers what this request already added, so the same SKU twice in one request counts twice.
 */
export function overLineLimit(
  db: Db,
  cartId: number,
): (sku: string, quantity: number) => { message: string; code: 'INSUFFICIENT_STOCK' } | null {
  const line = new Map(cartItems(db, cartId).map((i) => [i.sku, i.quantity]));
  return (sku, quantity) => {
    const total = (line.get(sku) ?? 0) + quantity;
    if (total > MAX_QTY) {
      return {
        message: `${LINE_TOO_LARGE}: the cart already has ${line.get(sku) ?? 0} of "${sku}" and a line holds at most ${MAX_QTY}.`,
        code: 'INSUFFICIENT_STOCK',
      };
    }
    if (total > boxesInStock(db, sku)) return { message: QTY_NOT_AVAILABLE, code: 'INSUFFICIENT_STOCK' };
    line.set(sku, total);
    return null;
  };
}
