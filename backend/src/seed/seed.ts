import type { Db } from '../store/db';
import { generateProducts, type TileProduct } from './products';

/** Seeds the catalogue once; later starts keep whatever the database holds. */
export function seedCatalogue(db: Db): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number };
  if (n > 0) return;
  const insert = db.prepare('INSERT INTO products (id, sku, url_key, data) VALUES (?, ?, ?, ?)');
  db.transaction((items: TileProduct[]) => {
    for (const p of items) insert.run(p.id, p.sku, p.urlKey, JSON.stringify(p));
  })(generateProducts());
}
