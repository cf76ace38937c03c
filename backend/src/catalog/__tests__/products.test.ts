import { startTestBackend, type TestBackend } from '../../testing/testServer';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

describe('products query', () => {
  it('lists only wooden tiles for the wooden-tiles category', async () => {
    const { data } = await backend.graphql<{ products: { total_count: number; items: { tile_design_label: string }[] } }>(
      '{ products(filter: { category_url_path: { eq: "tiles/wooden-tiles" } }, pageSize: 50) { total_count items { tile_design_label } } }',
    );
    expect(data!.products.total_count).toBeGreaterThan(10);
    expect(new Set(data!.products.items.map((i) => i.tile_design_label))).toEqual(new Set(['Wooden']));
  });

  it("answers Magento's message for a page past the end", async () => {
    const { errors } = await backend.graphql('{ products(filter: { sku: { eq: "TL-1001" } }, currentPage: 5) { total_count } }');
    expect(errors?.[0].message).toBe('currentPage value 5 specified is greater than the 1 page(s) available.');
    expect(errors?.[0].extensions?.category).toBe('graphql-input');
  });
});

describe('search with no results', () => {
  it('offers "did you mean" suggestions only when nothing was found', async () => {
    const none = await backend.graphql<{ products: { total_count: number; suggestions: { search: string }[] } }>(
      '{ products(search: "qqqzzzxxw") { total_count suggestions { search } } }',
    );
    const some = await backend.graphql<{ products: { total_count: number; suggestions: { search: string }[] } }>(
      '{ products(search: "marble") { total_count suggestions { search } } }',
    );
    expect(none.data!.products.total_count).toBe(0);
    expect(none.data!.products.suggestions.length).toBeGreaterThan(0);
    expect(some.data!.products.total_count).toBeGreaterThan(0);
    expect(some.data!.products.suggestions).toEqual([]);
  });
});

describe('a product in each store view', () => {
  type Texts = { products: { items: { description: { html: string }; meta_description: string; media_gallery: { label: string }[] }[] } };
  const texts = async (store: string) =>
    (
      await backend.graphql<Texts>(
        '{ products(filter: { sku: { eq: "TL-1001" } }) { items { description { html } meta_description media_gallery { label } } } }',
        {},
        { Store: store },
      )
    ).data!.products.items[0];

  it('describes it in that store’s language around its name (no English sentence on hi. or ta.)', async () => {
    expect((await texts('default')).description.html).toMatch(/design in a .* finish/);
    for (const store of ['hi', 'ta']) {
      const { description, meta_description, media_gallery } = await texts(store);
      for (const text of [description.html, meta_description, ...media_gallery.map((m) => m.label)])
        expect(text).not.toMatch(/\b(design|finish|tile|in a room|sq\.ft)\b/);
    }
  });
});
