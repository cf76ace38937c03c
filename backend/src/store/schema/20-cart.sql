-- Cart, customer and checkout domain (owned by the cart backend). Idempotent: applied on every start.
CREATE TABLE IF NOT EXISTS customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  -- scrypt$<salt hex>$<hash hex>; NULL when the account was created without a password.
  password_hash TEXT,
  is_subscribed INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);

-- Only a SHA-256 of each bearer token is kept, so a leaked database does not leak sessions.
CREATE TABLE IF NOT EXISTS customer_tokens (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  token_hash TEXT NOT NULL UNIQUE,
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS carts (
  id INTEGER PRIMARY KEY,
  masked_id TEXT NOT NULL UNIQUE,
  customer_id INTEGER REFERENCES customers(id),
  is_active INTEGER NOT NULL DEFAULT 1,
  pincode TEXT,
  coupon_code TEXT,
  email TEXT,
  shipping_address TEXT, -- JSON CartAddress
  billing_address TEXT,  -- JSON CartAddress
  shipping_method TEXT,  -- "carrier_code/method_code"
  payment_method TEXT,   -- payment code
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX IF NOT EXISTS carts_customer ON carts(customer_id, is_active);

CREATE TABLE IF NOT EXISTS cart_items (
  id INTEGER PRIMARY KEY,
  cart_id INTEGER NOT NULL REFERENCES carts(id),
  sku TEXT NOT NULL,
  quantity INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS cart_items_cart ON cart_items(cart_id);

CREATE TABLE IF NOT EXISTS coupons (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
  amount REAL NOT NULL,
  label TEXT NOT NULL,
  min_subtotal REAL NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);
-- The two seeded promotions; re-applied on start so their terms stay as documented here.
INSERT INTO coupons (code, kind, amount, label, min_subtotal) VALUES
  ('TILES10', 'percent', 10, '10% off tiles (TILES10)', 0),
  ('FLAT500', 'fixed', 500, '₹500 off orders of ₹5,000 or more (FLAT500)', 5000)
ON CONFLICT(code) DO UPDATE SET kind = excluded.kind, amount = excluded.amount, label = excluded.label, min_subtotal = excluded.min_subtotal;

CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  cart_id INTEGER NOT NULL REFERENCES carts(id),
  customer_id INTEGER REFERENCES customers(id),
  email TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  token TEXT NOT NULL,
  data TEXT NOT NULL, -- JSON: addresses, shipping, payment, totals at the moment of placing
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE IF NOT EXISTS order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  unit_price REAL NOT NULL,
  row_total REAL NOT NULL,
  discount REAL NOT NULL DEFAULT 0
);
