import type { Db } from '../store/db';
import { catalogueSize, generateProducts, type TileProduct } from './products';

/**
 * Seeds the catalogue to TILES_CATALOGUE_SIZE products (360 by default). A store already holding that many keeps
 * them; a different size is reseeded. Products are deterministic and the first n are the same for every size, so a
 * larger catalogue only adds tiles.
 */
export function seedCatalogue(db: Db): void {
  const wanted = catalogueSize();
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number };
  if (n === wanted) return;
  const insert = db.prepare('INSERT INTO products (id, sku, url_key, data) VALUES (?, ?, ?, ?)');
  db.transaction((items: TileProduct[]) => {
    db.prepare('DELETE FROM products').run();
    for (const p of items) insert.run(p.id, p.sku, p.urlKey, JSON.stringify(p));
  })(generateProducts(wanted));
}
