import { getDb } from '../store/db';
import { buildCategories, type TileCategory } from '../seed/categories';
import type { TileProduct } from '../seed/products';

/** Products and categories read once per process; the catalogue is read-only at run time. */
let products: TileProduct[] | null = null;
let categories: TileCategory[] | null = null;
/** Lookups by SKU and URL key: a 50,000-tile catalogue is not scanned per request. */
let bySku = new Map<string, TileProduct>();
let byUrlKey = new Map<string, TileProduct>();

export function allProducts(): TileProduct[] {
  if (!products) {
    products = (getDb().prepare('SELECT data FROM products ORDER BY id').all() as { data: string }[]).map(
      (r) => JSON.parse(r.data) as TileProduct,
    );
    bySku = new Map(products.map((p) => [p.sku, p]));
    byUrlKey = new Map(products.map((p) => [p.urlKey, p]));
  }
  return products;
}

export function allCategories(): TileCategory[] {
  if (!categories) categories = buildCategories();
  return categories;
}

export function productBySku(sku: string): TileProduct | undefined {
  allProducts();
  return bySku.get(sku);
}

export function productByUrlKey(urlKey: string): TileProduct | undefined {
  allProducts();
  return byUrlKey.get(urlKey);
}

export function categoryByUrlPath(urlPath: string): TileCategory | undefined {
  return allCategories().find((c) => c.urlPath === urlPath);
}

export function productsInCategory(category: TileCategory): TileProduct[] {
  return allProducts().filter(category.matches);
}
