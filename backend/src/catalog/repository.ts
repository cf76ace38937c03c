import { getDb, statement } from '../store/db';
import type { TileCategory } from '../seed/categories';
import type { TileProduct } from '../seed/products';
import { count, positionsOf } from './bitset';
import { allCategories, catalogueIndex } from './catalogueIndex';

export { allCategories };

/**
 * Product rows live in SQLite (a 50,000-tile catalogue is not held in memory): a page, a product page or a cart
 * line reads its rows by key. The most recently read rows are kept parsed, as shoppers look at the same tiles.
 */
const RECENT_LIMIT = 2000;
const recent = new Map<number, TileProduct>();

function remember(p: TileProduct): TileProduct {
  recent.delete(p.id);
  recent.set(p.id, p);
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value as number);
  return p;
}

const parse = (data: string | undefined) => (data === undefined ? undefined : remember(JSON.parse(data) as TileProduct));

/** Products by id, in the order asked (ids not in the catalogue are left out). */
export function productsByIds(ids: number[]): TileProduct[] {
  const found = new Map(ids.filter((id) => recent.has(id)).map((id) => [id, recent.get(id)!]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    const rows = getDb()
      .prepare('SELECT data FROM products WHERE id IN (SELECT value FROM json_each(?))')
      .pluck()
      .all(JSON.stringify(missing)) as string[];
    for (const data of rows) {
      const p = parse(data)!;
      found.set(p.id, p);
    }
  }
  return ids.map((id) => found.get(id)).filter((p): p is TileProduct => p !== undefined);
}

export function productBySku(sku: string): TileProduct | undefined {
  return parse(statement(getDb(), 'SELECT data FROM products WHERE sku = ?').pluck().get(sku) as string | undefined);
}

/** Whether a tile with this SKU is in the catalogue, without reading or parsing its row (a wishlist write asks per item). */
export const productExists = (sku: string): boolean =>
  statement(getDb(), 'SELECT 1 FROM products WHERE sku = ?').pluck().get(sku) !== undefined;

export function productByUrlKey(urlKey: string): TileProduct | undefined {
  return parse(getDb().prepare('SELECT data FROM products WHERE url_key = ?').pluck().get(urlKey) as string | undefined);
}

/**
 * Products in id order after `afterId`, a page at a time: for work that gives way to requests between pages (an open
 * iterator would keep the store's connection busy, and a request meanwhile would fail).
 */
export function productsAfter(afterId: number, limit: number): TileProduct[] {
  return (getDb().prepare('SELECT data FROM products WHERE id > ? ORDER BY id LIMIT ?').pluck().all(afterId, limit) as string[]).map(
    (data) => JSON.parse(data) as TileProduct,
  );
}

/** Every product, streamed in id order, synchronously: for building indexes, never for answering a request. */
export function* eachProduct(): Generator<TileProduct> {
  for (const data of getDb().prepare('SELECT data FROM products ORDER BY id').pluck().iterate() as Iterable<string>) {
    yield JSON.parse(data) as TileProduct;
  }
}

export function categoryByUrlPath(urlPath: string): TileCategory | undefined {
  return allCategories().find((c) => c.urlPath === urlPath);
}

export function categoryProductCount(category: TileCategory): number {
  const members = catalogueIndex().categories.get(category.id);
  return members ? count(members) : 0;
}

/** The category's first products in catalogue order. */
export function firstProductsOf(category: TileCategory, limit: number): TileProduct[] {
  const ix = catalogueIndex();
  const members = ix.categories.get(category.id);
  return members ? productsByIds(positionsOf(members, limit).map((p) => ix.idAt[p])) : [];
}
