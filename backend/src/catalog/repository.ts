import { getDb } from '../store/db';
import { buildCategories, type TileCategory } from '../seed/categories';
import type { TileProduct } from '../seed/products';

/** Products and categories read once per process; the catalogue is read-only at run time. */
let products: TileProduct[] | null = null;
let categories: TileCategory[] | null = null;

export function allProducts(): TileProduct[] {
  if (!products) {
    products = (getDb().prepare('SELECT data FROM products ORDER BY id').all() as { data: string }[]).map((r) => JSON.parse(r.data) as TileProduct);
  }
  return products;
}

export function allCategories(): TileCategory[] {
  if (!categories) categories = buildCategories();
  return categories;
}

export function productBySku(sku: string): TileProduct | undefined {
  return allProducts().find((p) => p.sku === sku);
}

export function productByUrlKey(urlKey: string): TileProduct | undefined {
  return allProducts().find((p) => p.urlKey === urlKey);
}

export function categoryByUrlPath(urlPath: string): TileCategory | undefined {
  return allCategories().find((c) => c.urlPath === urlPath);
}

export function productsInCategory(category: TileCategory): TileProduct[] {
  return allProducts().filter(category.matches);
}
