import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { catalogueIndex } from '../../catalog/catalogueIndex';
import { eachProduct, productsAfter, productsByIds } from '../../catalog/repository';
import { renderTileImage, tileSvg } from '../../media/tileImage';
import { catalogueVersion } from '../../seed/seed';
import { BACKEND_ROOT, getDb } from '../../store/db';
import type { TileProduct } from '../../seed/products';
import { FEATURE_VERSION, imageFeatures, type ImageFeatures } from './features';
import { encodeFeatures, FeatureMatrix, LAYOUT_AT, layoutNormOf } from './featureMatrix';
import { addLayoutNorms, StoredLayouts } from './storedLayouts';

/**
 * Features of every product image, kept in a binary store between runs (a SQLite file of 1.5 KB vectors keyed by
 * SKU and the image's hash) and in memory as one FeatureMatrix, whose layouts are read back from the store when a
 * search needs them. Only tiles that are new or whose image changed are rendered, in the background after start.
 */
const storeFile = () => process.env.TILES_VISUAL_CACHE ?? path.join(BACKEND_ROOT, 'data', `visual-features-v${FEATURE_VERSION}.sqlite`);
/** The image is a pure function of the tile's SVG, so its hash says whether stored features still apply. */
const hashOf = (p: TileProduct) => createHash('sha1').update(tileSvg(p)).digest('hex');

const SCHEMA = `CREATE TABLE IF NOT EXISTS features (sku TEXT PRIMARY KEY, hash TEXT NOT NULL, vector BLOB NOT NULL, layout_norm REAL);
  CREATE TABLE IF NOT EXISTS checked (what TEXT PRIMARY KEY)`;

/**
 * What a completed check of every stored vector held for: the catalogue version (new at each reseed) and the images
 * of the first tiles (any change to how tiles are drawn changes them). Only when this changes is every SVG hashed.
 */
function checkedFor(): string {
  const sample = createHash('sha1');
  let n = 0;
  for (const p of eachProduct()) {
    sample.update(hashOf(p));
    if (++n === 16) break;
  }
  return `${catalogueVersion(getDb())}/${sample.digest('hex')}`;
}

function openStore(): Database.Database {
  try {
    if (storeFile() !== ':memory:') mkdirSync(path.dirname(storeFile()), { recursive: true });
    const db = new Database(storeFile());
    db.pragma('journal_mode = WAL');
    db.exec(SCHEMA);
    addLayoutNorms(db);
    return db;
  } catch (err) {
    // Visual search still works without a store (e.g. TILES_VISUAL_CACHE naming an old JSON cache); it recomputes.
    console.error(`[visual-search] feature store ${storeFile()} unusable, features kept in memory only:`, (err as Error).message);
    const db = new Database(':memory:');
    db.exec(SCHEMA);
    return db;
  }
}

/** Renders the product image exactly as /media serves its 160 px thumbnail and extracts its features. */
export async function featuresOfProduct(p: TileProduct): Promise<ImageFeatures> {
  return imageFeatures(await renderTileImage(p, 160, 'png'));
}

let pending: Promise<FeatureMatrix> | null = null;
let verified: Promise<void> = Promise.resolve();
/** Settles once the stored vectors have been checked against the current images (and stale ones re-rendered). */
export const featuresVerified = async (): Promise<void> => {
  await productFeatures();
  await verified;
};
export const stats = { buildMs: 0, computed: 0, fromDisk: 0, verifiedMs: 0, refreshed: 0 };
/** Loading or checking 200,000 tiles gives way to requests every few milliseconds, so it never holds one up. */
const SLICE_MS = 4;
function slicer(): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < SLICE_MS) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}

/** Renders tiles two at a time (sharp renders on its own threads; more would only fight over the cores). */
async function renderInto(matrix: FeatureMatrix, write: Database.Statement, work: { row: number; product: TileProduct; hash?: string }[]) {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < work.length; i = next++) {
      const { row, product } = work[i];
      const vector = encodeFeatures(await featuresOfProduct(product));
      const { lastInsertRowid } = write.run(product.sku, work[i].hash ?? hashOf(product), vector, layoutNormOf(vector));
      matrix.setRow(row, product.id, vector, Number(lastInsertRowid));
      stats.computed++;
    }
  };
  await Promise.all([worker(), worker()]);
}

/**
 * Loads every stored vector by SKU; tiles without one are rendered before the matrix is handed out (a search never
 * ranks a partial catalogue). Whether stored vectors still match their images (the SVG hash) is checked afterwards,
 * in the background, re-rendering only tiles whose image changed, and only when the catalogue or the drawing of
 * tiles changed since the last complete check (checkedFor): a warm start does not hash 50,000 SVGs.
 */
type Key = { id: number; sku: string };
/** A stored vector's scanned part (`head`) and its layout's length (null in a store written before it was kept). */
type Stored = { rowid: number; sku: string; head: Buffer; norm: number | null };
const SCANNED = `rowid, substr(vector, 1, ${LAYOUT_AT}) AS head, layout_norm AS norm`;

async function build(): Promise<FeatureMatrix> {
  const started = performance.now();
  const store = openStore();
  // The store stays open: searches read the layouts of their closest rows from it.
  const matrix = new FeatureMatrix(catalogueIndex().size, new StoredLayouts(catalogueIndex().size, store));
  const write = store.prepare('INSERT OR REPLACE INTO features (sku, hash, vector, layout_norm) VALUES (?, ?, ?, ?)');
  const giveWay = slicer();
  // Keys only, a page at a time (the product rows themselves are parsed for the tiles that need rendering).
  const rowOf = new Map<string, number>();
  const keysAfter = getDb().prepare('SELECT id, sku FROM products WHERE id > ? ORDER BY id LIMIT 2000');
  for (let page = keysAfter.all(0) as Key[]; page.length; page = keysAfter.all(page[page.length - 1].id) as Key[]) {
    for (const { id, sku } of page) {
      matrix.ids[rowOf.size] = id;
      rowOf.set(sku, rowOf.size);
    }
    await giveWay();
  }
  const loaded = new Uint8Array(matrix.size);
  // Rows stored without their layout's length: read whole once, after the pass, and their length saved.
  const unmeasured: { row: number; rowid: number }[] = [];
  const take = (row: number | undefined, found: Omit<Stored, 'sku'> | undefined) => {
    if (row === undefined || !found) return;
    if (found.norm === null) unmeasured.push({ row, rowid: found.rowid });
    else matrix.setScanned(row, matrix.ids[row], found.head, found.norm, found.rowid);
    loaded[row] = 1;
    stats.fromDisk++;
  };
  const stored = store.prepare('SELECT COUNT(*) FROM features').pluck().get() as number;
  if (stored <= 2 * matrix.size) {
    // One pass over the store in its own order: far cheaper than a lookup by SKU per tile.
    for (const found of store.prepare(`SELECT sku, ${SCANNED} FROM features`).iterate() as Iterable<Stored>) {
      take(rowOf.get(found.sku), found);
      // Awaited only when it is time to give way: an await per row would cost a turn of the microtask queue each.
      const pause = giveWay();
      if (pause) await pause;
    }
  } else {
    // A store kept for a much larger catalogue (the default file is shared): only this catalogue's tiles are read.
    const read = store.prepare(`SELECT ${SCANNED} FROM features WHERE sku = ?`);
    for (const [sku, row] of rowOf) {
      take(row, read.get(sku) as Omit<Stored, 'sku'> | undefined);
      await giveWay();
    }
  }
  await measureLayouts(store, matrix, unmeasured, giveWay);
  const absent: { row: number; id: number }[] = [];
  for (let row = 0; row < matrix.size; row++) if (!loaded[row]) absent.push({ row, id: matrix.ids[row] });
  const products = productsByIds(absent.map((a) => a.id));
  const missing = absent.map(({ row: at }, k) => ({ row: at, product: products[k] }));
  await renderInto(matrix, write, missing);
  stats.buildMs = performance.now() - started;
  const what = checkedFor();
  const alreadyChecked = store.prepare('SELECT 1 FROM checked WHERE what = ?').get(what) !== undefined;
  if (alreadyChecked) return matrix;
  verified = verify(matrix, store, write, what).catch((err: unknown) =>
    console.error('[visual-search] checking stored features failed', err),
  );
  return matrix;
}

/** Rows whose layout length was not stored: read whole, placed, and their length saved for the next start. */
async function measureLayouts(
  store: Database.Database,
  matrix: FeatureMatrix,
  rows: { row: number; rowid: number }[],
  giveWay: () => Promise<void> | undefined,
) {
  const read = store.prepare('SELECT vector FROM features WHERE rowid = ?').pluck();
  const save = store.prepare('UPDATE features SET layout_norm = ? WHERE rowid = ?');
  for (let from = 0; from < rows.length; from += 1000) {
    store.transaction(() => {
      for (const { row, rowid } of rows.slice(from, from + 1000)) {
        const vector = read.get(rowid) as Buffer;
        matrix.setRow(row, matrix.ids[row], vector, rowid);
        save.run(layoutNormOf(vector), rowid);
      }
    })();
    await giveWay();
  }
}

async function verify(matrix: FeatureMatrix, store: Database.Database, write: Database.Statement, what: string): Promise<void> {
  const started = performance.now();
  const storedHash = store.prepare('SELECT hash FROM features WHERE sku = ?').pluck();
  const stale: { row: number; product: TileProduct; hash: string }[] = [];
  let row = 0;
  const giveWay = slicer();
  for (let page = productsAfter(0, 200); page.length; page = productsAfter(page[page.length - 1].id, 200)) {
    for (const p of page) {
      const hash = hashOf(p);
      if (storedHash.get(p.sku) !== hash) stale.push({ row, product: p, hash });
      row++;
      await giveWay();
    }
  }
  await renderInto(matrix, write, stale);
  stats.refreshed = stale.length;
  stats.verifiedMs = performance.now() - started;
  store.prepare('DELETE FROM checked').run();
  store.prepare('INSERT INTO checked (what) VALUES (?)').run(what);
}

/** All product features; the first caller starts the work, everyone shares it. A failure is retried next time. */
export function productFeatures(): Promise<FeatureMatrix> {
  pending ??= build().catch((err: unknown) => {
    pending = null;
    throw err;
  });
  return pending;
}
