import type { Db } from '../store/db';
import type { OrderRow } from '../checkout/orders';

/**
 * An order by the id a client holds: Magento 2.4.7's cancelOrder takes the entity id ("12"), 2.4.8 and the drop-ins
 * the CustomerOrder.id uid (base64 of it). Anything else finds nothing.
 */
export function orderByClientId(db: Db, id: string | number | null | undefined): OrderRow | undefined {
  const text = String(id ?? '').trim();
  const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(text) && !/^\d+$/.test(text) ? Buffer.from(text, 'base64').toString('utf8') : text;
  if (!/^\d{1,12}$/.test(decoded)) return undefined;
  return db.prepare('SELECT * FROM orders WHERE id = ?').get(Number(decoded)) as OrderRow | undefined;
}

export const orderByNumber = (db: Db, number: string): OrderRow | undefined =>
  db.prepare('SELECT * FROM orders WHERE number = ?').get(number) as OrderRow | undefined;
