-- Newsletter subscribers (owned by the newsletter domain), guests and customers, one row per address. Idempotent.
-- status is Magento's subscriber_status: 1 subscribed, 2 not active, 3 unsubscribed, 4 unconfirmed.
CREATE TABLE IF NOT EXISTS newsletter_subscribers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  customer_id INTEGER REFERENCES customers(id),
  status INTEGER NOT NULL,
  changed_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX IF NOT EXISTS newsletter_subscribers_customer ON newsletter_subscribers(customer_id);
