-- Magento's url_rewrite: paths the store used to have, answered by route(url:) with redirect_code and the current path.
CREATE TABLE IF NOT EXISTS url_rewrites (
  request_path TEXT PRIMARY KEY,
  target_path TEXT NOT NULL,
  redirect_type INTEGER NOT NULL CHECK (redirect_type IN (301, 302))
);
