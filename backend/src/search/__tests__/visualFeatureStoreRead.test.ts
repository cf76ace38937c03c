import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestBackend, type TestBackend } from '../../testing/testServer';
import { LAYOUT_AT, layoutNormOf, VECTOR_BYTES } from '../visual/featureMatrix';

/**
 * Stored vectors are read in one pass over the feature store, or by SKU when the store holds far more tiles than the
 * catalogue (the default store is shared between catalogue sizes). Either way every tile's own vector, in its row.
 */

async function storeWith(extraTiles: number): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tiles-visual-read-')), 'features.sqlite');
  const { generateProducts } = await import('../../seed/products');
  const { tileSvg } = await import('../../media/tileImage');
  const db = new Database(file);
  db.exec('CREATE TABLE features (sku TEXT PRIMARY KEY, hash TEXT NOT NULL, vector BLOB NOT NULL)');
  const put = db.prepare('INSERT INTO features (sku, hash, vector) VALUES (?, ?, ?)');
  // Each tile's vector says its id in the first float, so a row holding another tile's vector shows; its layout
  // (one byte and the scale) has a length of its own.
  const vectorOf = (id: number) => {
    const v = Buffer.alloc(VECTOR_BYTES);
    v.writeFloatLE(id, 0);
    v.writeFloatLE(0.01 * Math.abs(id), LAYOUT_AT - 4);
    v.writeInt8((Math.abs(id) % 100) + 1, LAYOUT_AT + (Math.abs(id) % 1024));
    return v;
  };
  db.transaction(() => {
    for (const p of generateProducts(360)) put.run(p.sku, createHash('sha1').update(tileSvg(p)).digest('hex'), vectorOf(p.id));
    for (let k = 0; k < extraTiles; k++) put.run(`OTHER-${k}`, 'x', vectorOf(-1));
  })();
  db.close();
  return file;
}

let backend: TestBackend;
beforeAll(async () => {
  process.env.TILES_CATALOGUE_SIZE = '360';
  // A store file, not memory: each case loads features in a fresh module registry, which opens the store again.
  process.env.TILES_DB = path.join(mkdtempSync(path.join(tmpdir(), 'tiles-visual-read-db-')), 'store.sqlite');
  process.env.TILES_VISUAL_CACHE = await storeWith(0);
  backend = await startTestBackend();
}, 60000);
afterAll(() => backend.close());

it.each([0, 1000])(
  'loads each tile its own stored vector (store with %i other tiles)',
  async (others) => {
    process.env.TILES_VISUAL_CACHE = await storeWith(others);
    await jest.isolateModulesAsync(async () => {
      const { productFeatures, stats } = await import('../visual/productFeatures');
      const matrix = await productFeatures();
      expect(stats.computed).toBe(0);
      expect(stats.fromDisk).toBe(360);
      for (let row = 0; row < matrix.size; row++) expect(matrix.floats[row * (matrix.floats.length / matrix.size)]).toBe(matrix.ids[row]);
    });
  },
  60000,
);

it('saves each layout length in a store written without them, and a later start reads that instead of the layouts', async () => {
  const file = await storeWith(0);
  process.env.TILES_VISUAL_CACHE = file;
  let first = new Float64Array(0);
  await jest.isolateModulesAsync(async () => {
    first = Float64Array.from((await (await import('../visual/productFeatures')).productFeatures()).layoutNorm);
  });
  const db = new Database(file);
  const rows = db.prepare('SELECT vector, layout_norm FROM features').all() as { vector: Buffer; layout_norm: number }[];
  expect(rows).toHaveLength(360);
  for (const r of rows) expect(r.layout_norm).toBe(layoutNormOf(r.vector));
  expect(first.every((n) => n > 0)).toBe(true);
  // The layouts wiped: a start that read them would find every length 0.
  const wipe = db.prepare('UPDATE features SET vector = ? WHERE rowid = ?');
  for (const r of db.prepare('SELECT rowid, vector FROM features').all() as { rowid: number; vector: Buffer }[]) {
    wipe.run(Buffer.concat([r.vector.subarray(0, LAYOUT_AT), Buffer.alloc(VECTOR_BYTES - LAYOUT_AT)]), r.rowid);
  }
  db.close();
  let second = new Float64Array(0);
  await jest.isolateModulesAsync(async () => {
    second = Float64Array.from((await (await import('../visual/productFeatures')).productFeatures()).layoutNorm);
  });
  expect(second).toEqual(first);
}, 60000);
