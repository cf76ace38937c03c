-- Password reset links (owned by the customer domain). Idempotent: applied on every start.
-- One live link per customer, as Magento's rp_token: a new request replaces it, a reset or a password change
-- removes it. Only a SHA-256 of the token is kept, so a leaked database holds no usable link.
CREATE TABLE IF NOT EXISTS customer_password_resets (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id),
  token_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL -- ms since the epoch
);
