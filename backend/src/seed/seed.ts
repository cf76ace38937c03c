import { randomUUID } from 'node:crypto';
import type { Db } from '../store/db';
import { seedStock, stockMissing } from '../stock/seedStock';
import { catalogueSize, generateProducts, type TileProduct } from './products';

/**
 * Seeds the catalogue to TILES_CATALOGUE_SIZE products (360 by default). A store already holding that many keeps
 * them; a different size is reseeded. Products are deterministic and the first n are the same for every size, so a
 * larger catalogue only adds tiles. Every reseed gives the catalogue a new version, which tells the saved search
 * indexes they are out of date. Each tile's stock is seeded with it (stock/seedStock.ts).
 */
export function seedCatalogue(db: Db): void {
  const wanted = catalogueSize();
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number };
  const setVersion = db.prepare("INSERT OR REPLACE INTO catalogue_meta (key, value) VALUES ('version', ?)");
  if (n === wanted) {
    if (!catalogueVersion(db)) setVersion.run(randomUUID());
    if (stockMissing(db)) seedStock(db);
    return;
  }
  const insert = db.prepare('INSERT INTO products (id, sku, url_key, data) VALUES (?, ?, ?, ?)');
  db.transaction((items: TileProduct[]) => {
    db.prepare('DELETE FROM products').run();
    for (const p of items) insert.run(p.id, p.sku, p.urlKey, JSON.stringify(p));
    seedStock(db, true);
    db.prepare('DELETE FROM catalogue_indexes').run();
    setVersion.run(randomUUID());
  })(generateProducts(wanted));
}

export function catalogueVersion(db: Db): string {
  return (db.prepare("SELECT value FROM catalogue_meta WHERE key = 'version'").pluck().get() as string | undefined) ?? '';
}
