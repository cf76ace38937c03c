import type { Db } from '../store/db';

/**
 * The first 360 tiles are the ones the store's tests, demo and docs name; the few of them that run short are
 * chosen by hand among tiles nothing else relies on, so a test buying a named tile never meets a shortage.
 */
const FIRST_BLOCK = 360;
const LOW_IN_FIRST_BLOCK = new Map([
  [51, 4],
  [86, 7],
  [100, 2],
]);
const OUT_IN_FIRST_BLOCK = new Set([53, 96]);

/**
 * Boxes a tile starts with, from its id alone (the same for every catalogue size): about 2 % out of stock, 2 % low
 * (1–9 boxes), the rest well stocked above the largest line a cart may hold, so only a real shortage refuses a line.
 */
export function seededQuantity(id: number): number {
  if (id <= FIRST_BLOCK) {
    if (OUT_IN_FIRST_BLOCK.has(id)) return 0;
    return LOW_IN_FIRST_BLOCK.get(id) ?? wellStocked(id);
  }
  const bucket = id % 50;
  if (bucket === 13) return 0;
  if (bucket === 29) return 1 + (id % 9);
  return wellStocked(id);
}

const wellStocked = (id: number) => 20_000 + ((id * 7919) % 10_000);

/**
 * Gives every product without a stock row its seeded quantity, in one statement (200,000 tiles in about a second);
 * rows already there (boxes sold since) are kept. `fresh` drops them first, for a reseeded catalogue. A mark in
 * catalogue_meta says it was done, so a start checks one row, not the catalogue.
 */
export function seedStock(db: Db, fresh = false): void {
  db.function('seeded_stock', { deterministic: true }, (id) => seededQuantity(Number(id)));
  if (fresh) db.prepare('DELETE FROM stock').run();
  db.prepare('INSERT OR IGNORE INTO stock (sku, quantity) SELECT sku, seeded_stock(id) FROM products').run();
  db.prepare("INSERT OR REPLACE INTO catalogue_meta (key, value) VALUES ('stock', 'seeded')").run();
}

/** True for a store seeded before stock was kept. */
export function stockMissing(db: Db): boolean {
  return db.prepare("SELECT value FROM catalogue_meta WHERE key = 'stock'").get() === undefined;
}
