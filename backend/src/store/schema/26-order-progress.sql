-- What happens to an order after it is placed: every status change (the shopper's timeline, Magento's order status
-- history) and every shipment with its carrier and tracking number (Magento's sales_shipment_track).
CREATE TABLE IF NOT EXISTS order_status_history (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  status TEXT NOT NULL,
  comment TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX IF NOT EXISTS order_status_history_by_order ON order_status_history(order_id);

CREATE TABLE IF NOT EXISTS order_shipments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  carrier TEXT NOT NULL,
  tracking_number TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX IF NOT EXISTS order_shipments_by_order ON order_shipments(order_id);

-- A guest's request to cancel, waiting for the confirmation link its mail carries (Magento's sales_order_confirm_cancel):
-- one per order, the newest wins; used once.
CREATE TABLE IF NOT EXISTS order_cancel_requests (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id),
  confirmation_key TEXT NOT NULL,
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
