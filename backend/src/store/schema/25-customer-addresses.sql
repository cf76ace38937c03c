-- Customer address book (owned by the customer domain). Idempotent: applied on every start.
CREATE TABLE IF NOT EXISTS customer_addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  data TEXT NOT NULL, -- JSON: a validated CartAddress without uid (customer/addresses.ts)
  default_shipping INTEGER NOT NULL DEFAULT 0,
  default_billing INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS customer_addresses_customer ON customer_addresses(customer_id);
