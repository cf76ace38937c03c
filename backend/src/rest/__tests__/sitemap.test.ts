import { withTestBackend } from '../../testing/testServer';
import type { SitemapFileReply, SitemapIndexReply } from '../../../../shared/src/contracts/sitemap';

const backend = withTestBackend();
const get = async <T>(path: string) => {
  const res = await fetch(`${backend().url}${path}`);
  return { status: res.status, body: (await res.json()) as T };
};

describe('the catalogue sitemap', () => {
  it('names its files: content pages, categories, and products 50,000 a file', async () => {
    const { status, body } = await get<SitemapIndexReply>('/rest/V1/tiles/sitemap');
    expect(status).toBe(200);
    expect(body.files).toEqual([
      { kind: 'pages', page: 1 },
      { kind: 'categories', page: 1 },
      { kind: 'products', page: 1 },
    ]);
  });

  it('lists every product once, the home page, content pages and category paths', async () => {
    const products = (await get<SitemapFileReply>('/rest/V1/tiles/sitemap/products/1')).body.paths;
    expect(products).toHaveLength(360);
    expect(new Set(products).size).toBe(360);
    const { data } = await backend().graphql<{ route: { sku: string } }>(
      'query($u: String!) { route(url: $u) { ... on SimpleProduct { sku } } }',
      {
        u: products[359],
      },
    );
    expect(data?.route.sku).toMatch(/^TL-/);
    const pages = (await get<SitemapFileReply>('/rest/V1/tiles/sitemap/pages/1')).body.paths;
    expect(pages).toEqual(expect.arrayContaining(['/', '/about-us', '/investor']));
    expect(pages).not.toContain('/home');
    const categories = (await get<SitemapFileReply>('/rest/V1/tiles/sitemap/categories/1')).body.paths;
    expect(categories).toEqual(expect.arrayContaining(['/tiles', '/tiles/wooden-tiles']));
  });

  it.each(['/products/2', '/products/0', '/products/-1', '/products/1e3', '/customers/1', '/pages/99999999'])(
    'answers 404 for a file it does not have (%s)',
    async (file) => {
      expect((await get(`/rest/V1/tiles/sitemap${file}`)).status).toBe(404);
    },
  );
});

describe('URL rewrites', () => {
  const ROUTE =
    'query($u: String!) { route(url: $u) { __typename relative_url redirect_code } urlResolver(url: $u) { relative_url redirectCode } }';
  it("answers an old category path with the current one and Magento's 301", async () => {
    const { data } = await backend().graphql<{ route: object; urlResolver: object }>(ROUTE, { u: '/tiles/ceramic' });
    expect(data?.route).toEqual({ __typename: 'CategoryTree', relative_url: 'tiles/ceramic-tiles', redirect_code: 301 });
    expect(data?.urlResolver).toEqual({ relative_url: 'tiles/ceramic-tiles', redirectCode: 301 });
  });

  it('leaves current paths unredirected', async () => {
    const { data } = await backend().graphql<{ route: object }>(ROUTE, { u: '/tiles/ceramic-tiles' });
    expect(data?.route).toEqual({ __typename: 'CategoryTree', relative_url: 'tiles/ceramic-tiles', redirect_code: 0 });
  });
});
