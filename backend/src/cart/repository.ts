import type { Db } from '../store/db';
import { newMaskedId } from './ids';

export interface CartRow {
  id: number;
  masked_id: string;
  customer_id: number | null;
  is_active: number;
  pincode: string | null;
  coupon_code: string | null;
  email: string | null;
  shipping_address: string | null;
  billing_address: string | null;
  shipping_method: string | null;
  payment_method: string | null;
}

export interface CartItemRow {
  id: number;
  cart_id: number;
  sku: string;
  quantity: number;
}

export function cartByMaskedId(db: Db, maskedId: string): CartRow | undefined {
  return db.prepare('SELECT * FROM carts WHERE masked_id = ?').get(maskedId) as CartRow | undefined;
}

export function cartById(db: Db, id: number): CartRow {
  return db.prepare('SELECT * FROM carts WHERE id = ?').get(id) as CartRow;
}

export function createCart(db: Db, customerId: number | null, maskedId = newMaskedId()): CartRow {
  const { lastInsertRowid } = db.prepare('INSERT INTO carts (masked_id, customer_id) VALUES (?, ?)').run(maskedId, customerId);
  return cartById(db, Number(lastInsertRowid));
}

/** A customer has at most one active cart; it is created on first need. */
export function activeCustomerCart(db: Db, customerId: number): CartRow {
  const row = db.prepare('SELECT * FROM carts WHERE customer_id = ? AND is_active = 1 ORDER BY id DESC LIMIT 1').get(customerId) as
    CartRow | undefined;
  return row ?? createCart(db, customerId);
}

type CartColumn = Exclude<keyof CartRow, 'id' | 'masked_id'>;

export function updateCart(db: Db, cartId: number, changes: Partial<Pick<CartRow, CartColumn>>): void {
  const keys = Object.keys(changes) as CartColumn[];
  if (!keys.length) return;
  const sets = keys.map((k) => `${k} = @${k}`).join(', ');
  db.prepare(`UPDATE carts SET ${sets}, updated_at = datetime('now') WHERE id = @id`).run({ ...changes, id: cartId });
}

export function cartItems(db: Db, cartId: number): CartItemRow[] {
  return db.prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id').all(cartId) as CartItemRow[];
}

/** Adding a SKU already in the cart raises that line's quantity, as Magento does for simple products. */
export function addItem(db: Db, cartId: number, sku: string, quantity: number): void {
  const existing = db.prepare('SELECT id FROM cart_items WHERE cart_id = ? AND sku = ?').get(cartId, sku) as { id: number } | undefined;
  if (existing) db.prepare('UPDATE cart_items SET quantity = quantity + ? WHERE id = ?').run(quantity, existing.id);
  else db.prepare('INSERT INTO cart_items (cart_id, sku, quantity) VALUES (?, ?, ?)').run(cartId, sku, quantity);
  touch(db, cartId);
}

export function setItemQuantity(db: Db, cartId: number, itemId: number, quantity: number): boolean {
  const changed = db.prepare('UPDATE cart_items SET quantity = ? WHERE id = ? AND cart_id = ?').run(quantity, itemId, cartId).changes > 0;
  touch(db, cartId);
  return changed;
}

export function removeItem(db: Db, cartId: number, itemId: number): boolean {
  const removed = db.prepare('DELETE FROM cart_items WHERE id = ? AND cart_id = ?').run(itemId, cartId).changes > 0;
  touch(db, cartId);
  return removed;
}

const touch = (db: Db, cartId: number) => db.prepare("UPDATE carts SET updated_at = datetime('now') WHERE id = ?").run(cartId);
