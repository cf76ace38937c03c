import { withTestBackend } from '../testing/testServer';

// The test speaks as several shoppers (X-Forwarded-For, trusted from loopback here).
process.env.TILES_TRUSTED_PROXIES = '127.0.0.1, ::1';
const backend = withTestBackend();
const as = (client: number) => ({ 'X-Forwarded-For': `203.0.113.${client}` });

async function topQueries(prefix: string): Promise<string[]> {
  const res = await fetch(
    `${backend().url}/search/autosuggest?q=${encodeURIComponent(prefix)}&topQueries.count=10&keywordSuggestions.count=0&popularProducts.count=0&promotedSuggestion.count=0`,
  );
  const body = (await res.json()) as { response: { products: { doctype: string; autosuggest: string }[] } };
  return body.response.products.filter((d) => d.doctype === 'TOP_SEARCH_QUERIES').map((d) => d.autosuggest);
}

const search = (q: string, client: number) =>
  backend().graphql('query ($q: String) { products(search: $q) { total_count } }', { q }, as(client));

describe('search statistics', () => {
  it("ignores aliases: only a request's first search counts, whatever its other aliases ask", async () => {
    // Before: one request of 300 aliases put its phrase at the top of every shopper's suggestions.
    const aliased = `{ first: products(search: "white marble") { total_count } ${Array.from({ length: 29 }, (_, i) => `s${i}: products(search: "white glossy") { total_count }`).join(' ')} }`;
    for (const client of [101, 102, 103]) expect((await backend().graphql(aliased, {}, as(client))).errors).toBeUndefined();
    const top = await topQueries('white');
    expect(top).toContain('white marble');
    expect(top).not.toContain('white glossy');
  }, 60_000);

  it('counts a query once per client: one shopper repeating it does not make it suggested', async () => {
    for (let i = 0; i < 6; i++) await search('black granite', 1);
    expect(await topQueries('black')).not.toContain('black granite');
  }, 60_000);

  it('suggests a query once three different shoppers searched it, ranked by shoppers', async () => {
    for (const client of [1, 2]) await search('blue mosaic', client);
    expect(await topQueries('blue')).not.toContain('blue mosaic');
    await search('blue mosaic', 3);
    for (const client of [1, 2, 3, 4]) await search('blue glossy', client);
    expect((await topQueries('blue')).slice(0, 2)).toEqual(['blue glossy', 'blue mosaic']);
  }, 60_000);
});
