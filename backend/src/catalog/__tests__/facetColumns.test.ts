import { prng } from '../../seed/products';
import { startTestBackend, type TestBackend } from '../../testing/testServer';
import { add, countBoth, emptySet, fullSet } from '../bitset';
import { aggregate, FACETS } from '../aggregations';
import { catalogueIndex } from '../catalogueIndex';
import { facetColumn } from '../facetColumns';

/**
 * Small result sets are counted by visiting their positions in per-attribute columns, large ones by intersecting
 * each option's set: both must give every option's count as the intersection does.
 */
let backend: TestBackend;
beforeAll(async () => {
  process.env.TILES_CATALOGUE_SIZE = '3000';
  backend = await startTestBackend();
}, 120000);
afterAll(() => backend.close());

function intersectionCounts(matched: Uint32Array) {
  const ix = catalogueIndex();
  return FACETS.map((f) =>
    f.options.map((o) => (ix.postings.get(f.code)?.get(o.value) ? countBoth(matched, ix.postings.get(f.code)!.get(o.value)!) : 0)),
  );
}
const countsOf = (facets: ReturnType<typeof aggregate>) =>
  FACETS.map((f) =>
    f.options.map((o) => facets.find((x) => x.attribute_code === f.code)?.options.find((x) => x.value === o.value)?.count ?? 0),
  );

test('single-valued attributes have columns; multi-valued ones (area, application) do not', () => {
  const ix = catalogueIndex();
  expect(FACETS.filter((f) => facetColumn(ix, f.code) !== null).map((f) => f.code)).toEqual([
    'tile_type',
    'tile_size',
    'tile_design',
    'tile_finish',
    'tile_colour',
    'tile_collection',
  ]);
});

test.each([1, 7, 60, 400, 3000])('facet counts of %i random tiles equal the intersections', (n) => {
  const ix = catalogueIndex();
  const rand = prng(n);
  const matched = n >= ix.size ? fullSet(ix.size) : emptySet(ix.size);
  for (let k = 0; k < n && n < ix.size; k++) add(matched, Math.floor(rand() * ix.size));
  expect(countsOf(aggregate(matched, 'en'))).toEqual(intersectionCounts(matched));
});
