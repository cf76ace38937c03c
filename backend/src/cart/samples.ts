import { productBySku } from '../catalog/repository';
import { ConfigError, intSetting } from '../configError';
import type { TileProduct } from '../seed/products';
import type { Words } from '../seed/taxonomy';
import type { Db } from '../store/db';
import { boxesInStock, NOT_SALABLE } from '../stock/stock';
import { sampleSkuOf, tileSkuOfSample } from '../../../shared/src/samples/rule';
import { cartItems } from './repository';

// One sample rule for the store: the shared module the remotes use, imported, not copied.
export { isSampleSku, sampleSkuOf, tileSkuOfSample } from '../../../shared/src/samples/rule';

/** A sample line's product: the tile itself under the sample's SKU and name, flagged so prices and stock know it. */
export interface SampleProduct extends TileProduct {
  sampleOf: string;
}

const SAMPLE_NAME: Record<keyof Words, (name: string) => string> = {
  en: (n) => `Sample: ${n}`,
  hi: (n) => `नमूना: ${n}`,
  ta: (n) => `மாதிரி: ${n}`,
};

/**
 * `TILES_SAMPLE_PRICE`: what one sample costs in rupees, GST included (default ₹50), whatever the pincode: a sample
 * is a cut piece sent by post, not a box on a lorry.
 */
export function samplePrice(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.TILES_SAMPLE_PRICE;
  if (raw === undefined || raw.trim() === '') return 50;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || Math.round(n * 100) !== n * 100)
    throw new ConfigError(`TILES_SAMPLE_PRICE must be an amount in rupees from 0, to the paisa (got "${raw}").`);
  return n;
}

/** `TILES_SAMPLE_LIMIT`: the most samples (all tiles together) one order may hold (default 5). */
export const sampleLimit = (env: NodeJS.ProcessEnv = process.env) => intSetting(env, 'TILES_SAMPLE_LIMIT', 5, 1);

export const sampleSettingsFromEnv = (env: NodeJS.ProcessEnv = process.env) => ({ price: samplePrice(env), limit: sampleLimit(env) });

export const isSampleProduct = (p: TileProduct): p is SampleProduct => 'sampleOf' in p;

/** The sample of a catalogue tile, or undefined when the SKU is not a sample's or its tile is unknown. */
export function sampleProduct(sku: string): SampleProduct | undefined {
  const tileSku = tileSkuOfSample(sku);
  const tile = tileSku ? productBySku(tileSku) : undefined;
  if (!tile) return undefined;
  const name = Object.fromEntries(Object.entries(tile.name).map(([lang, n]) => [lang, SAMPLE_NAME[lang as keyof Words](n)])) as Words;
  return { ...tile, sku: sampleSkuOf(tile.sku), name, sampleOf: tile.sku };
}

/** What a cart line sells: a catalogue tile or a tile's sample. */
export const lineProduct = (sku: string): TileProduct | undefined => productBySku(sku) ?? sampleProduct(sku);

/** The boxes behind a line: a sample can be sent while its tile is in stock, and takes no box from it. */
export const stockSkuOf = (p: TileProduct): string => (isSampleProduct(p) ? p.sampleOf : p.sku);

export const sampleLimitMessage = (limit: number, inCart: number) =>
  `An order can have at most ${limit} samples (this cart has ${inCart}). Remove a sample to add another.`;

/**
 * The samples limit for the whole cart, across requests and lines: like overLineLimit, it remembers what this
 * request already added. Answers null for a tile's SKU (the box limits check those).
 */
export function overSampleLimit(db: Db, cartId: number): (sku: string, quantity: number) => { message: string; code: 'UNDEFINED' } | null {
  const limit = sampleLimit();
  let inCart = cartItems(db, cartId)
    .filter((i) => tileSkuOfSample(i.sku) !== null)
    .reduce((s, i) => s + i.quantity, 0);
  return (sku, quantity) => {
    if (tileSkuOfSample(sku) === null) return null;
    if (inCart + quantity > limit) return { message: sampleLimitMessage(limit, inCart), code: 'UNDEFINED' };
    inCart += quantity;
    return null;
  };
}

/** A sample of a tile out of stock is refused as the tile is (Magento's message); null when it can be sent. */
export const sampleStockProblem = (db: Db, p: SampleProduct) => (boxesInStock(db, p.sampleOf) === 0 ? NOT_SALABLE : null);
