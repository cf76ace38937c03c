-- Webhook outbox: one row per lead to deliver to the CRM, written in the same transaction as the lead (leads/delivery).
-- A lead stored while no webhook was configured has no row (its delivery state reads "none").
CREATE TABLE IF NOT EXISTS lead_deliveries (
  lead_key TEXT PRIMARY KEY REFERENCES leads (idempotency_key),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'parked')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Epoch ms. While an attempt is in flight it is the attempt's lease: a process that dies mid-attempt leaves the row
  -- due again once the lease runs out, so the lead is sent again (at least once).
  next_attempt_at INTEGER NOT NULL,
  last_status INTEGER, -- the receiver's HTTP status of the last attempt (null: no answer)
  last_error TEXT, -- why the last attempt did not deliver (for a parked lead: why it was parked)
  delivered_at TEXT,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS lead_deliveries_due ON lead_deliveries (next_attempt_at) WHERE state = 'pending';
