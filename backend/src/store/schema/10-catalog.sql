-- The seeded tile catalogue; rows hold the generated product as JSON.
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  url_key TEXT NOT NULL UNIQUE,
  data TEXT NOT NULL
);
