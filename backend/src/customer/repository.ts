import type { Db } from '../store/db';

export interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string | null;
  is_subscribed: number;
  created_at: string;
  /** The store view's language the account was created in (en, hi, ta); null for accounts from before it was kept. */
  store_view: string | null;
}

export function customerByEmail(db: Db, email: string): CustomerRow | undefined {
  return db.prepare('SELECT * FROM customers WHERE email = ?').get(email.trim()) as CustomerRow | undefined;
}

export function customerById(db: Db, id: number): CustomerRow | undefined {
  return db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;
}

export function insertCustomer(
  db: Db,
  c: { email: string; firstname: string; lastname: string; passwordHash: string | null; isSubscribed: boolean; storeView: string },
): CustomerRow {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO customers (email, firstname, lastname, password_hash, is_subscribed, store_view) VALUES (?, ?, ?, ?, ?, ?)')
    .run(c.email.trim(), c.firstname.trim(), c.lastname.trim(), c.passwordHash, c.isSubscribed ? 1 : 0, c.storeView);
  return customerById(db, Number(lastInsertRowid)) as CustomerRow;
}

/** Magento's Customer shape (the fields a storefront reads). */
export const toCustomerModel = (c: CustomerRow) => ({
  __id: c.id,
  // Deprecated in 2.4.7 and always null there: the token identifies the customer.
  id: null,
  email: c.email,
  firstname: c.firstname,
  lastname: c.lastname,
  is_subscribed: !!c.is_subscribed,
  created_at: c.created_at,
  confirmation_status: 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
});
