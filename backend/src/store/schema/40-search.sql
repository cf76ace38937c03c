-- Submitted product searches (not keystrokes), one row per query and client: feeds the autosuggest's top queries.
-- client: the searching shopper's address (NULL in rows logged before clients were recorded; those no longer count).
CREATE TABLE IF NOT EXISTS search_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  query TEXT NOT NULL,
  lang TEXT NOT NULL,
  results INTEGER NOT NULL,
  client TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS search_log_query ON search_log (query);
