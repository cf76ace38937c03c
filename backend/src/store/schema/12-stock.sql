-- Boxes in the warehouse per tile. Seeded with the catalogue; an order takes its boxes in the same transaction
-- that writes it, a cancellation gives them back. A tile without a row is not for sale.
CREATE TABLE IF NOT EXISTS stock (
  sku TEXT PRIMARY KEY,
  quantity INTEGER NOT NULL CHECK (quantity >= 0)
) WITHOUT ROWID;
