import type { Db } from '../store/db';

/** Magento's Subscriber::STATUS_* values and their SubscriptionStatusesEnum names. */
export const STATUS = { SUBSCRIBED: 1, NOT_ACTIVE: 2, UNSUBSCRIBED: 3, UNCONFIRMED: 4 } as const;
const NAMES: Record<number, string> = { 1: 'SUBSCRIBED', 2: 'NOT_ACTIVE', 3: 'UNSUBSCRIBED', 4: 'UNCONFIRMED' };
export const statusName = (status: number) => NAMES[status] ?? 'NOT_ACTIVE';

interface SubscriberRow {
  id: number;
  email: string;
  customer_id: number | null;
  status: number;
}

export const subscriberByEmail = (db: Db, email: string) =>
  db.prepare('SELECT * FROM newsletter_subscribers WHERE email = ?').get(email.trim()) as SubscriberRow | undefined;

export const subscriberOfCustomer = (db: Db, customerId: number) =>
  db.prepare('SELECT * FROM newsletter_subscribers WHERE customer_id = ?').get(customerId) as SubscriberRow | undefined;

/** Sets an address's status (one row per address); a customer's row also carries the account and its flag. */
export function setSubscription(db: Db, email: string, status: number, customerId: number | null): void {
  db.transaction(() => {
    if (customerId !== null)
      db.prepare('DELETE FROM newsletter_subscribers WHERE customer_id = ? AND email <> ?').run(customerId, email.trim());
    db.prepare(
      `INSERT INTO newsletter_subscribers (email, customer_id, status) VALUES (?, ?, ?)
       ON CONFLICT(email) DO UPDATE SET status = excluded.status, customer_id = COALESCE(excluded.customer_id, customer_id),
       changed_at = datetime('now')`,
    ).run(email.trim(), customerId, status);
    if (customerId !== null)
      db.prepare('UPDATE customers SET is_subscribed = ? WHERE id = ?').run(status === STATUS.SUBSCRIBED ? 1 : 0, customerId);
  })();
}

/** Customer.is_subscribed: the subscriber row when there is one, else the flag the account was created with. */
export function isCustomerSubscribed(db: Db, customerId: number, createdSubscribed: boolean): boolean {
  const row = subscriberOfCustomer(db, customerId);
  return row ? row.status === STATUS.SUBSCRIBED : createdSubscribed;
}
