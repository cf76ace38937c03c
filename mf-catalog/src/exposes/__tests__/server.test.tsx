/** @jest-environment node */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localSettings, PORTS } from '@tiles/shared';
// The working agreement: server rendering is tested against the real backend over HTTP (test-only import).
import { withTestBackend } from '../../../../backend/src/testing/testServer';
import { atRequest, moduleServer, prerenderAt, testSlots } from '@tiles/shared/src/testing/serverRequest';
import { withLoaderData } from '@tiles/shared/src/testing/loaderData';
import * as CatalogRouteModule from '../CatalogRoute';
import * as HomePageModule from '../HomePage';
import type { PageData } from '../../features/route-resolver/pageData';
import type { HomeResult } from '../../features/home/home.gql';
import { requestHome } from '../../features/home/homeRequests';

/** This remote's modules as the shell's server loads, runs and renders them. */
const { render } = moduleServer({
  'mf_catalog/CatalogRoute': [CatalogRouteModule, { slots: testSlots }],
  'mf_catalog/HomePage': [HomePageModule, { slots: testSlots }],
});

const backend = withTestBackend();
const settings = () => ({ ...localSettings(PORTS), graphqlUrl: `${backend().url}/graphql` });
let productPath = '';

beforeAll(async () => {
  const { data } = await backend().graphql<{ products: { items: { url_key: string }[] } }>(
    '{ products(filter: { category_url_path: { eq: "tiles/wooden-tiles" } }, pageSize: 1) { items { url_key } } }',
  );
  productPath = `/${data!.products.items[0].url_key}`;
});
jest.setTimeout(30000);

const at = (path: string) => ({ url: `http://localhost:3000${path}`, settings: settings() });

describe('the catalogue’s server render', () => {
  it('renders a listing with its tiles and hands the browser the data it used', async () => {
    const result = await render('mf_catalog/CatalogRoute', at('/tiles/wooden-tiles'));
    expect(result!.status).toBe(200);
    expect(result!.html).toContain('<h1');
    expect(result!.html).toContain('Wooden Tiles');
    const data = result!.data as PageData;
    expect(data.listing!.outcome.data.products?.items?.length).toBeGreaterThan(0);
    expect(result!.html).toContain(data.listing!.outcome.data.products?.items?.[0]?.name ?? 'a tile name');
    // Other teams' parts are sized, empty slots: the browser fills them.
    expect(result!.html).toContain('data-slot="mf_cart-AddToCart"');
  });

  it('renders a product page with its price per sq.ft', async () => {
    const result = await render('mf_catalog/CatalogRoute', at(productPath));
    expect(result!.status).toBe(200);
    expect(result!.html).toMatch(/sq\.ft/);
  });

  it('answers 404 with the not-found page for a path the store does not know', async () => {
    const result = await render('mf_catalog/CatalogRoute', at('/no-such-tile-anywhere'));
    expect(result!.status).toBe(404);
    expect(result!.html).toContain('find that page');
  });

  it('drops junk listing parameters the way the browser does', async () => {
    const result = await render('mf_catalog/CatalogRoute', at('/tiles/wooden-tiles?tile_area=abc&p=-4'));
    expect(result!.status).toBe(200);
    expect((result!.data as PageData).listing!.outcome.data.products?.items?.length).toBeGreaterThan(0);
  });

  it('leaves the page to the browser when the store cannot be reached', async () => {
    const result = await render('mf_catalog/CatalogRoute', {
      url: 'http://localhost:3000/tiles/wooden-tiles',
      settings: { ...settings(), graphqlUrl: 'http://127.0.0.1:9/graphql' },
    });
    expect(result).toBeNull();
  });

  it.each([
    ['hi', 'टाइल्स', 'क्रम'],
    ['ta', 'டைல்ஸ்', 'வரிசைப்படுத்து'],
  ])('renders a listing on %s. in that language, with no English UI text', async (lang, tiles, sortBy) => {
    const result = await render('mf_catalog/CatalogRoute', {
      url: `http://${lang}.localhost:3000/tiles/wooden-tiles`,
      settings: settings(),
    });
    expect(result!.status).toBe(200);
    expect(result!.html).toContain(tiles);
    expect(result!.html).toContain(sortBy);
    for (const english of ['Sort by', 'Recommended', 'Best sellers', 'Breadcrumb', '/ sq.ft MRP'])
      expect(result!.html).not.toContain(english);
  });

  it('renders overlapping requests for different products, each page holding only its own product', async () => {
    const { data } = await backend().graphql<{ products: { items: { url_key: string; name: string }[] } }>(
      '{ products(filter: { category_url_path: { eq: "tiles" } }, pageSize: 12) { items { url_key name } } }',
    );
    const products = data!.products.items;
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
    // All started at once: their data loads interleave, and each render reads only its own request's cache.
    const pages = await Promise.all(products.map((p) => render('mf_catalog/CatalogRoute', at(`/${p.url_key}`))));
    pages.forEach((page, i) => {
      expect((page!.data as PageData).routeKey).toBe(products[i].url_key);
      // Other products may appear as cards (similar tiles); the heading is this product's alone.
      expect(page!.html.match(/<h1[ >].*?<\/h1>/g)).toEqual([`<h1>${products[i].name}</h1>`]);
    });
  });

  it('renders the home page with its collections and trending tiles, and hands the browser their answer', async () => {
    const result = await render('mf_catalog/HomePage', at('/'));
    const data = result!.data as HomeResult;
    const collection = data.collections![0]!.children![0]!;
    expect(result!.html).toContain(`href="/${collection.url_path}"`);
    expect(data.trending!.items!.length).toBeGreaterThan(0);
    for (const tile of data.trending!.items!) expect(result!.html).toContain(tile!.name);
  });

  it('still renders the home page when the store cannot be reached (its tiles then load in the browser)', async () => {
    const result = await render('mf_catalog/HomePage', {
      url: 'http://localhost:3000/',
      settings: { ...settings(), graphqlUrl: 'http://127.0.0.1:9/graphql' },
    });
    expect(result!.data).toBeUndefined();
    expect(result!.html).toContain('data-boundary="mf-catalog"');
  });

  it('renders the home page without its tiles, within its budget, when the store does not answer', async () => {
    const silent = createServer(() => {
      /* never answers */
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const result = await render('mf_catalog/HomePage', {
        url: 'http://localhost:3000/',
        settings: { ...settings(), graphqlUrl: `http://127.0.0.1:${port}/graphql` },
        budgetMs: 200,
      });
      expect(result!.data).toBeUndefined();
      expect(result!.html).toContain('data-boundary="mf-catalog"');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
    // The store's own timeout is 10 s: a render that waited for it would miss this test's 5 s.
  }, 5000);

  it('draws the loading tiles, as the browser will, when the store answered only after the loader gave up', async () => {
    const html = await atRequest(at('/'), async (request) => {
      // The answer is in the render's cache, but the loader handed the browser none (it had given up waiting).
      const late = await requestHome(request.cache);
      expect(late.data?.collections?.[0]?.children?.length).toBeGreaterThan(0);
      const Page = HomePageModule.default;
      return prerenderAt(request, withLoaderData(undefined, <Page slots={testSlots} />));
    });
    expect(html).toContain('cat-collection--ghost');
    expect(html).not.toMatch(/class="cat-collection"[^>]*href|href="[^"]*"[^>]*class="cat-collection"/);
  });

  it('renders nothing for modules it does not own', async () => {
    expect(await render('mf_header/Header', at('/'))).toBeNull();
  });
});
