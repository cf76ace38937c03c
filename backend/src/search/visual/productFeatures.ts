import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eachProduct } from '../../catalog/repository';
import { renderTileImage, tileSvg } from '../../media/tileImage';
import { BACKEND_ROOT } from '../../store/db';
import type { TileProduct } from '../../seed/products';
import { FEATURE_VERSION, imageFeatures, type ImageFeatures } from './features';

/** Features of every product image, computed once per process (and kept on disk between runs). */
export interface ProductFeatures {
  product: TileProduct;
  features: ImageFeatures;
}

type DiskCache = { version: number; items: Record<string, { hash: string } & ImageFeatures> };

const cacheFile = () => process.env.TILES_VISUAL_CACHE ?? path.join(BACKEND_ROOT, 'data', `visual-features-v${FEATURE_VERSION}.json`);
/** The image is a pure function of the tile's SVG, so its hash says whether stored features still apply. */
const hashOf = (p: TileProduct) => createHash('sha1').update(tileSvg(p)).digest('hex');

function readCache(): DiskCache['items'] {
  try {
    const raw = JSON.parse(readFileSync(cacheFile(), 'utf8')) as DiskCache;
    return raw.version === FEATURE_VERSION && raw.items ? raw.items : {};
  } catch {
    return {};
  }
}

function writeCache(items: DiskCache['items']): void {
  try {
    mkdirSync(path.dirname(cacheFile()), { recursive: true });
    // Written whole then renamed, so a concurrent reader never sees half a file.
    const tmp = `${cacheFile()}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ version: FEATURE_VERSION, items }));
    renameSync(tmp, cacheFile());
  } catch (err) {
    console.error('[visual-search] could not store product features', err);
  }
}

/** Renders the product image exactly as /media serves its 160 px thumbnail and extracts its features. */
export async function featuresOfProduct(p: TileProduct): Promise<ImageFeatures> {
  return imageFeatures(await renderTileImage(p, 160, 'png'));
}

let pending: Promise<ProductFeatures[]> | null = null;
export const stats = { buildMs: 0, computed: 0, fromDisk: 0 };

async function build(): Promise<ProductFeatures[]> {
  const started = performance.now();
  const stored = readCache();
  const products = [...eachProduct()];
  const out: ProductFeatures[] = new Array(products.length);
  const items: DiskCache['items'] = {};
  let next = 0;
  // Two at a time: sharp renders on its own threads, more would only fight over the cores.
  const worker = async () => {
    for (let i = next++; i < products.length; i = next++) {
      const p = products[i];
      const hash = hashOf(p);
      const hit = stored[p.sku]?.hash === hash ? stored[p.sku] : null;
      const features = hit ? { colour: hit.colour, tone: hit.tone, texture: hit.texture, layout: hit.layout } : await featuresOfProduct(p);
      if (hit) stats.fromDisk++;
      else stats.computed++;
      items[p.sku] = { hash, ...features };
      out[i] = { product: p, features };
    }
  };
  await Promise.all([worker(), worker()]);
  if (stats.computed) writeCache(items);
  stats.buildMs = performance.now() - started;
  return out;
}

/** All product features; the first caller starts the work, everyone shares it. A failure is retried next time. */
export function productFeatures(): Promise<ProductFeatures[]> {
  pending ??= build().catch((err: unknown) => {
    pending = null;
    throw err;
  });
  return pending;
}
