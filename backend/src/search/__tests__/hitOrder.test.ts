import { prng } from '../../seed/products';
import { firstOf, inOrder } from '../hitOrder';

/** Hits with many equal scores (as tiles differing only in SKU score alike) and every fame level. */
function someHits(count: number, size: number, seed: number) {
  const rand = prng(seed);
  const fame = Uint8Array.from({ length: size }, () => Math.floor(rand() * 4));
  const docs = new Set<number>();
  while (docs.size < count) docs.add(Math.floor(rand() * size));
  const levels = [0.5, 1.25, 3.0000000000000004, 3, 7.1];
  const hits = {
    docs: Int32Array.from(docs),
    scores: Float64Array.from(docs, () => levels[Math.floor(rand() * levels.length)] * (rand() < 0.1 ? rand() : 1)),
  };
  const reference = [...hits.docs.keys()]
    .sort((a, b) => hits.scores[b] - hits.scores[a] || fame[hits.docs[b]] - fame[hits.docs[a]] || hits.docs[a] - hits.docs[b])
    .map((i) => hits.docs[i]);
  return { hits, fame, reference };
}

describe('ordering search hits', () => {
  it.each([
    [0, 10],
    [1, 10],
    [500, 2000],
    [5000, 200000],
  ])('puts %i hits of %i documents in order of score, fame, catalogue position', (count, size) => {
    const { hits, fame, reference } = someHits(count, size, count + 1);
    expect(Array.from(inOrder(hits, fame))).toEqual(reference);
  });

  it.each([0, 1, 6, 20, 600])('keeps the first %i as the whole order would', (limit) => {
    const { hits, fame, reference } = someHits(500, 2000, 99);
    expect(Array.from(firstOf(hits, limit, fame))).toEqual(reference.slice(0, limit));
  });
});
