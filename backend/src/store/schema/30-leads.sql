-- Leads (get in touch, callback, store visit, project quote). One row per idempotency key: a retried request never adds a copy.
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  payload_hash TEXT, -- sha256 of kind + payload: a key reused for another payload answers 409 (added later; see db.ts)
  kind TEXT NOT NULL CHECK (kind IN ('get_in_touch', 'callback', 'quote')),
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  pincode TEXT NOT NULL DEFAULT '',
  source TEXT,
  product_name TEXT,
  sku TEXT,
  showroom_id TEXT,
  store_view TEXT, -- the Store header's store view (default, hi, ta) the lead was sent from (added later; see db.ts)
  reply_msg TEXT NOT NULL,
  deliveries INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS leads_phone ON leads (phone);

-- Showrooms for the store locator, seeded deterministically from the taxonomy's cities.
CREATE TABLE IF NOT EXISTS showrooms (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  pincode TEXT NOT NULL,
  phone TEXT NOT NULL,
  hours TEXT NOT NULL,
  map_url TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS showrooms_city ON showrooms (city);
