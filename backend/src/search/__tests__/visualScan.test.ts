import Database from 'better-sqlite3';
import { prng } from '../../seed/products';
import type { ImageFeatures } from '../visual/features';
import { COLOUR, encodeFeatures, FeatureMatrix, LAYOUT, TEXTURE, TONE } from '../visual/featureMatrix';
import { StoredLayouts } from '../visual/storedLayouts';
import { bestRows } from '../visual/visualSearch';

const rand = prng(7);
const normalised = (v: number[]) => {
  const s = v.reduce((a, b) => a + b, 0) || 1;
  return v.map((x) => x / s);
};
function randomFeatures(flat = false): ImageFeatures {
  const layout = Array.from({ length: LAYOUT }, () => (flat ? 0 : rand() - 0.5));
  const norm = Math.hypot(...layout) || 1;
  return {
    colour: normalised(Array.from({ length: COLOUR }, () => (rand() < 0.2 ? rand() : 0))),
    tone: Array.from({ length: TONE }, () => rand()),
    texture: [...normalised(Array.from({ length: 8 }, rand)), ...normalised(Array.from({ length: TEXTURE - 8 }, rand))],
    layout: layout.map((v) => v / norm),
  };
}

describe('visual search scan', () => {
  // Rows repeat (as tiles of one design do) and some are flat, so ties and the flat rule are both exercised.
  const rows = Array.from({ length: 40 }, (_, i) => randomFeatures(i % 9 === 0));
  const matrix = new FeatureMatrix(600);
  for (let row = 0; row < matrix.size; row++) matrix.setRow(row, row + 1, encodeFeatures(rows[(row * 7) % rows.length]));

  it.each([0, 1, 2, 3, 4, 5])('skipping layouts that cannot reach the best 12 gives the full scan’s answer (query %i)', (k) => {
    const query = k < 4 ? rows[k * 3] : randomFeatures(k === 5);
    const flat = query.layout.every((v) => v === 0);
    const full = Array.from({ length: matrix.size }, (_, row) => ({
      row,
      score: matrix.similarity(query, flat, row, matrix.partialSimilarity(query, row)),
    }))
      .sort((a, b) => b.score - a.score || a.row - b.row)
      .slice(0, 12);
    expect(bestRows(matrix, query, flat, 12)).toEqual(full);
  });

  it('ranks rows alike but for their layout by layout, past the rows it looked at first', () => {
    const base = randomFeatures();
    const alike = new FeatureMatrix(300);
    const layouts = Array.from({ length: alike.size }, (_, row) => {
      const mix = base.layout.map((v) => v * (row / alike.size) + (rand() - 0.5) * 0.05);
      const norm = Math.hypot(...mix);
      return mix.map((v) => v / norm);
    });
    layouts.forEach((layout, row) => alike.setRow(row, row + 1, encodeFeatures({ ...base, layout })));
    const full = Array.from({ length: alike.size }, (_, row) => ({
      row,
      score: alike.similarity(base, false, row, alike.partialSimilarity(base, row)),
    }))
      .sort((a, b) => b.score - a.score || a.row - b.row)
      .slice(0, 12);
    expect(full[0].row).toBeGreaterThan(200);
    expect(bestRows(alike, base, false, 12)).toEqual(full);
  });

  it('reads the layouts it needs from the feature store and ranks as with every layout in memory', () => {
    const store = new Database(':memory:');
    store.exec('CREATE TABLE features (sku TEXT PRIMARY KEY, hash TEXT NOT NULL, vector BLOB NOT NULL)');
    const put = store.prepare("INSERT INTO features (sku, hash, vector) VALUES (?, '', ?)");
    // Rows stored in another order than the matrix's, so a row found by the wrong rowid would rank differently.
    const stored = new FeatureMatrix(matrix.size, new StoredLayouts(matrix.size, store));
    for (let row = matrix.size - 1; row >= 0; row--) {
      const vector = encodeFeatures(rows[(row * 7) % rows.length]);
      stored.setRow(row, row + 1, vector, Number(put.run(`TL-${row}`, vector).lastInsertRowid));
    }
    for (const query of [rows[3], rows[9], randomFeatures()]) {
      expect(bestRows(stored, query, false, 12)).toEqual(bestRows(matrix, query, false, 12));
    }
    store.close();
  });
});
