-- The seeded tile catalogue; rows hold the generated product as JSON.
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  url_key TEXT NOT NULL UNIQUE,
  data TEXT NOT NULL
);

-- One row per fact about the catalogue as a whole; `version` changes whenever the products are (re)seeded.
CREATE TABLE IF NOT EXISTS catalogue_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Search indexes built from the catalogue and saved in binary, so a start loads them instead of rebuilding;
-- each part names the catalogue version (and index format) it was built from.
CREATE TABLE IF NOT EXISTS catalogue_indexes (
  name TEXT PRIMARY KEY,
  built_from TEXT NOT NULL,
  data BLOB NOT NULL
);
