import type { PageHead } from '@tiles/shared';
import { catalogHead } from '../catalogHead';
import type { PageData } from '../pageData';

const product = {
  __typename: 'SimpleProduct',
  relative_url: 'oak-600x600-tl-1001',
  redirect_code: 0,
  type: 'PRODUCT',
  uid: 'MQ==',
  sku: 'TL-1001',
  name: 'Oak Plank',
  url_key: 'oak-600x600-tl-1001',
  stock_status: 'IN_STOCK',
  description: { html: '<p>Wood look.</p>' },
  media_gallery: [{ url: 'http://media.example/oak.png', label: 'Oak', position: 1 }],
  price_range: { minimum_price: { final_price: { value: 80, currency: 'INR' } } },
  tile_size: '600x600 mm',
  tile_finish_label: 'Matt',
} as unknown as PageData['route'];

const category = {
  __typename: 'CategoryTree',
  uid: 'Mw==',
  name: 'Wooden Tiles',
  url_path: 'tiles/wooden-tiles',
  meta_title: null,
  meta_description: 'Warm floors.',
};
const listing = (page: number, pages: number) => ({
  uid: 'Mw==',
  params: {},
  outcome: {
    applied: { page, tiles: null },
    ignored: [],
    data: {
      products: {
        total_count: 30,
        items: [{ sku: 'TL-1', name: 'A', url_key: 'a' }],
        page_info: { current_page: page, total_pages: pages },
      },
    },
  },
});
const head = (data: unknown, language: 'en' | 'hi' = 'en', url = 'https://tiles.example/x') =>
  catalogHead({ data, language, url: new URL(url) }) as Promise<PageHead>;

describe("the catalogue's head from its loader's data", () => {
  it("names a product's size, finish and MRP per sq.ft, with Product and BreadcrumbList data", async () => {
    const h = await head({ routeKey: 'oak', route: product });
    expect(h.title).toBe('Oak Plank, 600x600 mm, Matt | ₹80.00 per sq.ft MRP');
    expect(h.description).toContain('600x600 mm Matt');
    expect(h).toMatchObject({ canonical: '/oak-600x600-tl-1001', og: { type: 'product', image: 'http://media.example/oak.png' } });
    const [ld, crumbs] = h.jsonLd as Record<string, unknown>[];
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'TL-1001',
      image: 'http://media.example/oak.png',
      offers: {
        priceCurrency: 'INR',
        price: 80,
        availability: 'https://schema.org/InStock',
        url: 'https://tiles.example/oak-600x600-tl-1001',
      },
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ item: 'https://tiles.example/' }, { name: 'Oak Plank' }],
    });
  });

  it('says it in Hindi on the Hindi store', async () => {
    const h = await head({ routeKey: 'oak', route: product }, 'hi', 'https://hi.tiles.example/x');
    expect(h.title).toContain('प्रति वर्ग फुट');
  });

  it("gives a listing's page its own canonical, its neighbours and its count", async () => {
    const h = await head({ routeKey: 'tiles/wooden-tiles', route: category, listing: listing(2, 3) });
    expect(h).toMatchObject({ canonical: '/tiles/wooden-tiles?p=2', prev: '/tiles/wooden-tiles', next: '/tiles/wooden-tiles?p=3' });
    expect(h.title).toBe('Wooden Tiles: 30 tiles, page 2 | MRP per sq.ft');
    expect(h.description).toBe('30 tiles in Wooden Tiles. Warm floors.');
    const first = await head({ routeKey: 'tiles/wooden-tiles', route: category, listing: listing(1, 1) });
    expect(first).toMatchObject({ canonical: '/tiles/wooden-tiles', prev: undefined, next: undefined });
  });

  it('keeps a path the store does not know out of the index; no data leaves the head to the shell', async () => {
    expect(await head({ routeKey: 'nope', route: null })).toMatchObject({ title: 'Page not found', noindex: true });
    expect(await head(undefined)).toBeNull();
  });
});
