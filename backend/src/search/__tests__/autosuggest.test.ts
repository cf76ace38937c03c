import { startTestBackend, type TestBackend } from '../../testing/testServer';

interface Doc {
  doctype: string;
  autosuggest: string;
  title?: string;
  price?: number;
  productUrl?: string;
  imageUrl?: string;
  tileSize?: string;
  sku?: string;
  uniqueId: string;
}
interface Answer {
  searchMetaData: { status: number; queryTime: number; queryParams: Record<string, string> };
  response: { numberOfProducts: number; products: Doc[] };
}

let backend: TestBackend;
beforeAll(async () => {
  // Top queries count distinct shoppers: the test speaks as several, through loopback as a trusted proxy.
  process.env.TILES_TRUSTED_PROXIES = '127.0.0.1, ::1';
  backend = await startTestBackend();
});
afterAll(() => backend.close());

async function suggest(
  query: string,
  headers: Record<string, string> = {},
  path = '/search/autosuggest',
): Promise<{ status: number; body: Answer }> {
  const res = await fetch(`${backend.url}${path}?${query}`, { headers });
  return { status: res.status, body: (await res.json()) as Answer };
}
const ASK = 'keywordSuggestions.count=6&topQueries.count=4&popularProducts.count=6&promotedSuggestion.count=2';
const of = (body: Answer, doctype: string) => body.response.products.filter((d) => d.doctype === doctype);

describe('Unbxd-compatible autosuggest', () => {
  it('answers in Unbxd shape with keyword suggestions and marble products for "mar"', async () => {
    const { status, body } = await suggest(`q=mar&${ASK}`);
    expect(status).toBe(200);
    expect(body.searchMetaData.status).toBe(0);
    expect(typeof body.searchMetaData.queryTime).toBe('number');
    expect(body.searchMetaData.queryParams).toMatchObject({ q: 'mar', 'keywordSuggestions.count': '6', 'popularProducts.count': '6' });
    expect(body.response.numberOfProducts).toBe(body.response.products.length);
    const keywords = of(body, 'KEYWORD_SUGGESTION');
    expect(keywords.length).toBeGreaterThan(0);
    expect(keywords[0].autosuggest).toBe('Marble Tiles');
    const products = of(body, 'POPULAR_PRODUCTS');
    expect(products).toHaveLength(6);
    for (const p of products) {
      expect(p.title).toMatch(/Marble/);
      expect(p.autosuggest).toBe(p.title);
      expect(p.price).toBeGreaterThan(0);
      expect(p.productUrl).toMatch(/^\/[a-z0-9-]+-tl-\d+$/);
      expect(p.imageUrl).toMatch(new RegExp(`/media/catalog/product/${p.sku!.toLowerCase()}\\.png\\?w=160$`));
      expect(p.tileSize).toMatch(/^\d+x\d+ mm$/);
      expect(p.uniqueId).toBe(p.sku);
    }
  });

  it('honours each count, including zero', async () => {
    const { body } = await suggest(
      'q=white&keywordSuggestions.count=2&topQueries.count=0&popularProducts.count=3&promotedSuggestion.count=1',
    );
    expect(of(body, 'KEYWORD_SUGGESTION')).toHaveLength(2);
    expect(of(body, 'TOP_SEARCH_QUERIES')).toHaveLength(0);
    expect(of(body, 'POPULAR_PRODUCTS')).toHaveLength(3);
    expect(of(body, 'PROMOTED_SUGGESTION')).toHaveLength(1);
    const none = await suggest('q=white&keywordSuggestions.count=0&popularProducts.count=0&promotedSuggestion.count=0&topQueries.count=0');
    expect(none.body.response.products).toEqual([]);
  });

  it('falls back to defaults for bad counts instead of failing', async () => {
    const { status, body } = await suggest(
      'q=marble&keywordSuggestions.count=-1&popularProducts.count=500&topQueries.count=abc&promotedSuggestion.count=1.5',
    );
    expect(status).toBe(200);
    expect(body.searchMetaData.queryParams).toMatchObject({
      'keywordSuggestions.count': '6',
      'popularProducts.count': '6',
      'topQueries.count': '4',
      'promotedSuggestion.count': '2',
    });
    expect(of(body, 'POPULAR_PRODUCTS')).toHaveLength(6);
  });

  it('accepts the Unbxd path style with api and site keys', async () => {
    const { status, body } = await suggest(`q=wood&${ASK}`, {}, '/search/local-key/local-site/autosuggest');
    expect(status).toBe(200);
    expect(body.searchMetaData.queryParams).toMatchObject({ apikey: 'local-key', sitekey: 'local-site' });
    expect(of(body, 'KEYWORD_SUGGESTION')[0].autosuggest).toBe('Wooden Tiles');
  });

  it('tolerates a typo: "marbel" finds marble', async () => {
    const { body } = await suggest(`q=marbel&${ASK}`);
    expect(of(body, 'KEYWORD_SUGGESTION')[0].autosuggest).toBe('Marble Tiles');
    expect(of(body, 'POPULAR_PRODUCTS').every((p) => /Marble/.test(p.title!))).toBe(true);
  });

  it('answers a Hindi query in Hindi (Store header) and a Tamil one via lang', async () => {
    const hi = await suggest(`q=${encodeURIComponent('मार्ब')}&${ASK}`, { Store: 'hi' });
    expect(of(hi.body, 'KEYWORD_SUGGESTION')[0].autosuggest).toBe('मार्बल टाइल्स');
    expect(of(hi.body, 'POPULAR_PRODUCTS')[0].title).toContain('मार्बल');
    const ta = await suggest(`q=${encodeURIComponent('மர')}&lang=ta&${ASK}`);
    expect(of(ta.body, 'KEYWORD_SUGGESTION').map((d) => d.autosuggest)).toContain('மர டைல்ஸ்');
    expect(of(ta.body, 'POPULAR_PRODUCTS')[0].title).toContain('மர');
  });

  it('finds nothing for gibberish and never fails on odd input', async () => {
    const { body } = await suggest(`q=qqxxzz&${ASK}`);
    expect(of(body, 'KEYWORD_SUGGESTION')).toEqual([]);
    expect(of(body, 'POPULAR_PRODUCTS')).toEqual([]);
    for (const q of ['%25', '<script>', '"', 'a'.repeat(5000), '\u0000']) {
      expect((await suggest(`q=${encodeURIComponent(q)}&${ASK}`)).status).toBe(200);
    }
  });

  it('offers trending queries and products for an empty query', async () => {
    const { body } = await suggest(`q=&${ASK}`);
    expect(of(body, 'TOP_SEARCH_QUERIES').length).toBeGreaterThan(0);
    expect(of(body, 'POPULAR_PRODUCTS')).toHaveLength(6);
    expect(of(body, 'KEYWORD_SUGGESTION')).toEqual([]);
  });

  it('feeds submitted searches (products(search:)) into top queries, most searched first', async () => {
    const search = (q: string, client: number) =>
      backend.graphql('query($q: String) { products(search: $q) { total_count } }', { q }, { 'X-Forwarded-For': `198.51.100.${client}` });
    for (let client = 1; client <= 4; client++) await search('grey granite', client);
    for (let client = 1; client <= 3; client++) await search(client === 1 ? 'Grey   Glossy' : 'grey glossy', client);
    for (let client = 1; client <= 3; client++) await search('greyish nothing qqq', client);
    const { body } = await suggest(`q=gre&${ASK}`);
    const top = of(body, 'TOP_SEARCH_QUERIES').map((d) => d.autosuggest);
    expect(top.slice(0, 2)).toEqual(['grey granite', 'grey glossy']);
    expect(top).not.toContain('greyish nothing qqq');
    const empty = await suggest(`q=&${ASK}`);
    expect(of(empty.body, 'TOP_SEARCH_QUERIES')[0].autosuggest).toBe('grey granite');
  });

  it('shows promoted suggestions from the config when they match', async () => {
    const { body } = await suggest(`q=statu&${ASK}`);
    expect(of(body, 'PROMOTED_SUGGESTION').map((d) => d.autosuggest)).toEqual(['Statuario Marble Tiles']);
    const none = await suggest(`q=qqxxzz&${ASK}`);
    expect(of(none.body, 'PROMOTED_SUGGESTION')).toEqual([]);
  });
});

describe('products(search:) uses the index', () => {
  it('ranks typo and Hindi queries', async () => {
    const q = '{ products(search: "marbel", pageSize: 50) { total_count items { tile_design_label } } }';
    const { data } = await backend.graphql<{ products: { total_count: number; items: { tile_design_label: string }[] } }>(q);
    expect(data!.products.total_count).toBeGreaterThan(10);
    expect(new Set(data!.products.items.map((i) => i.tile_design_label))).toEqual(new Set(['Marble']));
    const hi = await backend.graphql<{ products: { items: { tile_design_label: string }[] } }>(
      '{ products(search: "वुडन टाइल्स") { items { tile_design_label } } }',
      {},
      { Store: 'hi' },
    );
    expect(new Set(hi.data!.products.items.map((i) => i.tile_design_label))).toEqual(new Set(['वुडन']));
  });
});

describe('searchSuggestions (did you mean)', () => {
  it('offers close phrases for a typo and trending phrases for gibberish', async () => {
    const { searchSuggestions } = await import('../productSearch');
    expect(searchSuggestions('wodden', 'en')[0]).toEqual({ search: 'Wooden Tiles' });
    const fallback = searchSuggestions('qqxxzz', 'hi');
    expect(fallback.length).toBeGreaterThan(0);
    expect(fallback[0].search).toMatch(/टाइल्स$/);
  });
});
