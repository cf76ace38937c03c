-- Wishlists (owned by the wishlist domain): Magento Open Source's one wishlist per customer. Idempotent.
CREATE TABLE IF NOT EXISTS wishlists (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL UNIQUE REFERENCES customers(id),
  sharing_code TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE IF NOT EXISTS wishlist_items (
  id INTEGER PRIMARY KEY,
  wishlist_id INTEGER NOT NULL REFERENCES wishlists(id),
  sku TEXT NOT NULL,
  quantity REAL NOT NULL,
  description TEXT,
  added_at TEXT NOT NULL DEFAULT (datetime('now')),
  UNIQUE (wishlist_id, sku)
);
