import { startTestBackend, type TestBackend } from '../../testing/testServer';
import { productIndex, rankProducts } from '../productIndex';
import { SHORT_QUERY_LENGTH, SHORT_QUERY_TOP } from '../shortQueries';

/**
 * Queries of one to three characters are answered from tops worked out ahead: they must be the ranking's own
 * answer. Asking for one more than is kept goes past the tops to the ranking itself, which gives the reference.
 */
let backend: TestBackend;
beforeAll(async () => {
  process.env.TILES_CATALOGUE_SIZE = '1500';
  backend = await startTestBackend();
}, 120000);
afterAll(() => backend.close());

test('every short query gets the products the full ranking puts first', () => {
  const queries = new Set<string>();
  for (const term of productIndex().packed.terms)
    for (let n = 1; n <= Math.min(SHORT_QUERY_LENGTH, term.length); n++) queries.add(term.slice(0, n));
  expect(queries.size).toBeGreaterThan(300);
  for (const q of queries) {
    const reference = rankProducts(q, SHORT_QUERY_TOP + 1).slice(0, SHORT_QUERY_TOP);
    expect([q, rankProducts(q, SHORT_QUERY_TOP)]).toEqual([q, reference]);
    expect([q, rankProducts(q.toUpperCase(), 6)]).toEqual([q, reference.slice(0, 6)]);
  }
});

test('the autosuggest of a short prefix lists those products', async () => {
  const res = await fetch(`${backend.url}/search/autosuggest?q=ma&popularProducts.count=5&keywordSuggestions.count=0&topQueries.count=0`);
  const docs = ((await res.json()) as { response: { products: { doctype: string; uniqueId: string }[] } }).response.products;
  const skus = docs.filter((d) => d.doctype === 'POPULAR_PRODUCTS').map((d) => d.uniqueId);
  expect(skus).toHaveLength(5);
  expect(skus).toEqual(
    rankProducts('ma', SHORT_QUERY_TOP + 1)
      .slice(0, 5)
      .map((id) => `TL-${1000 + id}`),
  );
});
