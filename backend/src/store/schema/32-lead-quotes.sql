-- A project quote's own part, beside its lead row (kind 'quote'): written in the lead's transaction.
CREATE TABLE IF NOT EXISTS lead_quotes (
  lead_key TEXT PRIMARY KEY REFERENCES leads (idempotency_key),
  email TEXT NOT NULL,
  city TEXT NOT NULL,
  company TEXT,
  gstin TEXT,
  -- [{ sku, name, quantity, unit }] in the shopper's order, names as the catalogue had them when the quote arrived
  lines TEXT NOT NULL
);
