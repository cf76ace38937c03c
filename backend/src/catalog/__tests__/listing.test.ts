import { startTestBackend, type TestBackend } from '../../testing/testServer';

let backend: TestBackend;
beforeAll(async () => {
  // These tests read a whole filtered catalogue in one page (pageSize 300, Magento's largest) to check every item, a cost no shopper's
  // request reaches; the limit itself is tested in limits/__tests__.
  process.env.TILES_GRAPHQL_MAX_COST = '20000';
  backend = await startTestBackend();
});
afterAll(() => backend.close());

interface Item {
  sku: string;
  name: string;
  tile_area: number[];
  tile_type: number;
  tile_design_label: string;
  popularity: number | null;
  trending: boolean;
  price_range: { minimum_price: { final_price: { value: number } } };
}
interface Agg {
  attribute_code: string;
  options: { value: string; count: number }[];
}
type Products = {
  products: { total_count: number; items: Item[]; page_info: { total_pages: number; current_page: number }; aggregations: Agg[] };
};

const FIELDS =
  'total_count page_info { total_pages current_page } items { sku name tile_area tile_type tile_design_label popularity trending price_range { minimum_price { final_price { value } } } } aggregations { attribute_code options { value count } }';
const list = async (args: string) => {
  const { data, errors } = await backend.graphql<Products>(`{ products(${args}) { ${FIELDS} } }`);
  expect(errors).toBeUndefined();
  return data!.products;
};
const price = (i: Item) => i.price_range.minimum_price.final_price.value;

describe('products filters', () => {
  it('tile_area 103 returns only bathroom tiles, and fewer than the whole catalogue', async () => {
    const r = await list('filter: { tile_area: { eq: "103" } }, pageSize: 300');
    expect(r.total_count).toBeGreaterThan(20);
    expect(r.total_count).toBeLessThan(360);
    expect(r.items.every((i) => i.tile_area.includes(103))).toBe(true);
  });

  it('combines filters with AND and values within one filter with OR', async () => {
    const both = await list(
      'filter: { tile_type: { in: ["120", "118"] }, category_url_path: { eq: "tiles/wooden-tiles" } }, pageSize: 300',
    );
    expect(both.items.every((i) => [120, 118].includes(i.tile_type) && i.tile_design_label === 'Wooden')).toBe(true);
    const vit = await list('filter: { tile_type: { eq: "120" }, category_url_path: { eq: "tiles/wooden-tiles" } }, pageSize: 1');
    expect(both.total_count).toBeGreaterThan(vit.total_count);
  });

  it('maps popularity, trending, mt and cat (category id) to filters', async () => {
    const best = await list('filter: { popularity: { eq: "101" } }, pageSize: 300');
    expect(best.total_count).toBeGreaterThan(0);
    expect(best.items.every((i) => i.popularity === 101)).toBe(true);
    const trending = await list('filter: { trending: { eq: "1" } }, pageSize: 300');
    expect(trending.items.every((i) => i.trending)).toBe(true);
    const v = await list('filter: { mt: { eq: "v" } }, pageSize: 1');
    const c = await list('filter: { mt: { eq: "c" } }, pageSize: 1');
    expect(v.total_count + c.total_count).toBe(360);
    const cat = await list('filter: { category_id: { eq: "3" } }, pageSize: 1');
    expect(cat.total_count).toBe(360);
  });

  it('filters by price range (MRP per sq.ft)', async () => {
    const r = await list('filter: { price: { from: "50", to: "80" } }, pageSize: 300');
    expect(r.items.every((i) => price(i) >= 50 && price(i) <= 80)).toBe(true);
  });

  it('an unknown option value matches nothing rather than failing', async () => {
    expect((await list('filter: { tile_area: { eq: "999" } }')).total_count).toBe(0);
  });
});

describe('products sort and pagination', () => {
  it('sorts by price ascending and descending', async () => {
    const asc = (await list('filter: { category_url_path: { eq: "tiles" } }, sort: { price: ASC }, pageSize: 50')).items.map(price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('filter: { category_url_path: { eq: "tiles" } }, sort: { price: DESC }, pageSize: 50')).items.map(price);
    expect(desc[0]).toBeGreaterThan(asc[0]);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('sorts by name and puts best sellers first for popularity', async () => {
    const names = (await list('filter: { category_url_path: { eq: "tiles" } }, sort: { name: ASC }, pageSize: 30')).items.map(
      (i) => i.name,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const pop = (await list('filter: { category_url_path: { eq: "tiles" } }, sort: { popularity: ASC }, pageSize: 5')).items;
    expect(pop.every((i) => i.popularity === 101)).toBe(true);
  });

  it('pages do not overlap and cover the whole result', async () => {
    const p1 = await list('filter: { category_url_path: { eq: "tiles/marble-tiles" } }, pageSize: 12, currentPage: 1');
    const p2 = await list('filter: { category_url_path: { eq: "tiles/marble-tiles" } }, pageSize: 12, currentPage: 2');
    expect(p1.page_info.total_pages).toBe(Math.ceil(p1.total_count / 12));
    expect(p2.page_info.current_page).toBe(2);
    const skus = new Set([...p1.items, ...p2.items].map((i) => i.sku));
    expect(skus.size).toBe(24);
  });

  it("rejects a page size of 0 with Magento's message", async () => {
    const { errors } = await backend.graphql('{ products(filter: { sku: { eq: "TL-1001" } }, pageSize: 0) { total_count } }');
    expect(errors?.[0].message).toBe('pageSize value must be greater than 0.');
  });
});

describe('aggregations', () => {
  it('count each option over the filtered result', async () => {
    const r = await list('filter: { category_url_path: { eq: "tiles/bathroom-tiles" } }, pageSize: 300');
    const type = r.aggregations.find((a) => a.attribute_code === 'tile_type')!;
    for (const o of type.options) expect(o.count).toBe(r.items.filter((i) => String(i.tile_type) === o.value).length);
    const area = r.aggregations.find((a) => a.attribute_code === 'tile_area')!;
    expect(area.options.find((o) => o.value === '103')!.count).toBe(r.total_count);
  });

  it('narrow when a filter is applied', async () => {
    const all = await list('filter: { category_url_path: { eq: "tiles" } }, pageSize: 1');
    const wooden = await list('filter: { category_url_path: { eq: "tiles" }, tile_design: { eq: "351" } }, pageSize: 1');
    const design = wooden.aggregations.find((a) => a.attribute_code === 'tile_design')!;
    expect(design.options).toEqual([{ value: '351', count: wooden.total_count }]);
    expect(all.aggregations.find((a) => a.attribute_code === 'tile_design')!.options.length).toBeGreaterThan(5);
  });
});

describe('facet labels', () => {
  type Labels = { products: { aggregations: { attribute_code: string; label: string; options: { label: string }[] }[] } };
  const labels = async (store: string) => {
    const { data } = await backend.graphql<Labels>(
      '{ products(filter: { category_url_path: { eq: "tiles/wooden-tiles" } }) { aggregations { attribute_code label options { label } } } }',
      {},
      { Store: store },
    );
    return data!.products.aggregations;
  };

  it('come in the store view’s language, as Magento’s attribute store labels do', async () => {
    const en = await labels('default');
    expect(en.find((a) => a.attribute_code === 'tile_category')?.label).toBe('Application');
    for (const [store, script] of [
      ['hi', /^[\u0900-\u097F\s]+$/],
      ['ta', /^[\u0B80-\u0BFF\s]+$/],
    ] as const) {
      const facets = await labels(store);
      expect(facets.length).toBe(en.length);
      for (const facet of facets) expect(facet.label).toMatch(script);
      const price = facets.find((a) => a.attribute_code === 'price');
      expect(price?.options.map((o) => o.label).join(' ')).not.toMatch(/above/);
    }
  });
});
