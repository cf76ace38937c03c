import { randomBytes } from 'node:crypto';
import { statement, type Db } from '../store/db';

export interface WishlistRow {
  id: number;
  customer_id: number;
  sharing_code: string;
  updated_at: string;
}

export interface WishlistItemRow {
  id: number;
  wishlist_id: number;
  sku: string;
  quantity: number;
  description: string | null;
  added_at: string;
}

/** The customer's one wishlist, made on first use as Magento does (a customer always has a wishlist). */
export function wishlistOf(db: Db, customerId: number): WishlistRow {
  const existing = db.prepare('SELECT * FROM wishlists WHERE customer_id = ?').get(customerId) as WishlistRow | undefined;
  if (existing) return existing;
  db.prepare('INSERT INTO wishlists (customer_id, sharing_code) VALUES (?, ?) ON CONFLICT(customer_id) DO NOTHING').run(
    customerId,
    randomBytes(16).toString('hex'),
  );
  return db.prepare('SELECT * FROM wishlists WHERE customer_id = ?').get(customerId) as WishlistRow;
}

export const wishlistById = (db: Db, id: number) => db.prepare('SELECT * FROM wishlists WHERE id = ?').get(id) as WishlistRow | undefined;

export const itemsOf = (db: Db, wishlistId: number) =>
  db.prepare('SELECT * FROM wishlist_items WHERE wishlist_id = ? ORDER BY id').all(wishlistId) as WishlistItemRow[];

export const itemIn = (db: Db, wishlistId: number, itemId: number) =>
  db.prepare('SELECT * FROM wishlist_items WHERE id = ? AND wishlist_id = ?').get(itemId, wishlistId) as WishlistItemRow | undefined;

export const touch = (db: Db, wishlistId: number) =>
  db.prepare("UPDATE wishlists SET updated_at = datetime('now') WHERE id = ?").run(wishlistId);

/** Adds boxes of a tile; a tile already in the list gets the quantity added, as Magento merges the same product. */
export function addItem(db: Db, wishlistId: number, sku: string, quantity: number): WishlistItemRow {
  return statement(
    db,
    `INSERT INTO wishlist_items (wishlist_id, sku, quantity) VALUES (?, ?, ?)
       ON CONFLICT(wishlist_id, sku) DO UPDATE SET quantity = MIN(quantity + excluded.quantity, ?) RETURNING *`,
  ).get(wishlistId, sku, quantity, MAX_QUANTITY) as WishlistItemRow;
}

/** The most boxes of a tile the store sells in one line (the cart's limit), and the most tiles a list keeps. */
export const MAX_QUANTITY = 10_000;
export const MAX_ITEMS = 200;
export const MAX_DESCRIPTION = 1000;
