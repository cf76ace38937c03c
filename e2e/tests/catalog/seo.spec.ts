import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { SHELL_URL, languageHost, languageOrigin } from '../../support/ports';

// What a crawler or a chat app's link preview reads: the server's HTML, no script run.
const LANGUAGES = ['en', 'hi', 'ta'] as const;
type Lang = (typeof LANGUAGES)[number];
const host = languageHost;
const origin = languageOrigin;
/** Node does not resolve *.localhost: the store is asked at its own address with the language's Host. */
const fetchAs = (request: APIRequestContext, lang: Lang, path: string) =>
  request.get(`${SHELL_URL}${path}`, { headers: { Host: host(lang) }, maxRedirects: 0 });

// schema.org objects as parsed: read field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

async function headOf(page: Page) {
  const head = page.locator('head');
  // Read at once (the server's HTML is all there is): null when the page has no such element.
  const attr = async (selector: string, name: string) =>
    (await head.locator(selector).count()) ? head.locator(selector).first().getAttribute(name) : null;
  const ld = (await head.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Json);
  return {
    title: await page.title(),
    description: await attr('meta[name="description"]', 'content'),
    robots: await attr('meta[name="robots"]', 'content'),
    canonical: await attr('link[rel="canonical"]', 'href'),
    prev: await attr('link[rel="prev"]', 'href'),
    next: await attr('link[rel="next"]', 'href'),
    og: async (p: string) => attr(`meta[property="og:${p}"]`, 'content'),
    alternates: await head
      .locator('link[rel="alternate"]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
    ld: (type: string) => ld.filter((x) => x['@type'] === type),
  };
}

const alternatesFor = (path: string) => [
  ['en', `${origin('en')}${path}`],
  ['hi', `${origin('hi')}${path}`],
  ['ta', `${origin('ta')}${path}`],
  ['x-default', `${origin('en')}${path}`],
];

/** A product of the catalogue, from its own sitemap. */
async function aProductPath(request: APIRequestContext): Promise<string> {
  const xml = await (await request.get('/sitemap-products-1.xml')).text();
  return new URL(/<loc>([^<]+)<\/loc>/.exec(xml)![1]).pathname;
}

test.describe('server HTML with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGUAGES) {
    test(`${lang}: a product names its tile, size, finish and MRP, with canonical, Open Graph, Product and BreadcrumbList`, async ({
      page,
      request,
    }) => {
      const path = await aProductPath(request);
      const answer = await page.goto(`${origin(lang)}${path}`);
      expect(answer?.status()).toBe(200);
      const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      const h = await headOf(page);
      expect(h.title).toContain(name);
      expect(h.title).toMatch(/\d+x\d+ mm/);
      expect(h.title).toMatch(/₹\s?[\d,.]+/);
      expect(h.description).toContain(name);
      expect(h.description).toMatch(/₹\s?[\d,.]+/);
      expect(h.robots).toBe('index, follow');
      expect(h.canonical).toBe(`${origin(lang)}${path}`);
      expect(await h.og('url')).toBe(h.canonical);
      expect(await h.og('title')).toBe(h.title);
      expect(await h.og('description')).toBe(h.description);
      expect(await h.og('type')).toBe('product');
      expect(await h.og('image')).toMatch(/^https?:\/\/[^/]+\/media\//);
      expect(h.alternates).toEqual(alternatesFor(path));
      const [product] = h.ld('Product');
      expect(product).toMatchObject({ name, sku: expect.stringMatching(/^TL-/), image: expect.stringMatching(/^https?:\/\//) });
      expect(product.offers).toMatchObject({ priceCurrency: 'INR', price: expect.any(Number), availability: 'https://schema.org/InStock' });
      const [crumbs] = h.ld('BreadcrumbList');
      expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([`${origin(lang)}/`, `${origin(lang)}${path}`]);
      if (lang !== 'en') expect(h.title).not.toContain('per sq.ft');
    });

    test(`${lang}: a listing's pages 1 and 2 name the category and its count, each its own canonical, with prev/next`, async ({ page }) => {
      await page.goto(`${origin(lang)}/tiles`);
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      const first = await headOf(page);
      expect(first.title).toContain(heading);
      expect(first.title).toMatch(/\d+/);
      expect(first.canonical).toBe(`${origin(lang)}/tiles`);
      expect(first.prev).toBeNull();
      expect(first.next).toBe(`${origin(lang)}/tiles?p=2`);
      expect(first.ld('BreadcrumbList')).toHaveLength(1);
      expect(first.alternates).toEqual(alternatesFor('/tiles'));

      await page.goto(`${origin(lang)}/tiles?p=2`);
      const second = await headOf(page);
      expect(second.canonical).toBe(`${origin(lang)}/tiles?p=2`);
      expect(second.prev).toBe(`${origin(lang)}/tiles`);
      expect(second.title).not.toBe(first.title);
      expect(second.alternates).toEqual(alternatesFor('/tiles?p=2'));
      if (lang !== 'en') expect(first.title).not.toContain('MRP per sq.ft');
    });

    test(`${lang}: the home page is the store (Organization, WebSite with its search) and a content page has its own title`, async ({
      page,
    }) => {
      await page.goto(`${origin(lang)}/`);
      const home = await headOf(page);
      expect(home.canonical).toBe(`${origin(lang)}/`);
      expect(home.ld('Organization')[0]).toMatchObject({ url: `${origin(lang)}/` });
      expect(home.ld('WebSite')[0].potentialAction).toMatchObject({
        '@type': 'SearchAction',
        target: { urlTemplate: `${origin(lang)}/catalogsearch/result/?q={search_term_string}` },
      });
      await page.goto(`${origin(lang)}/about-us`);
      const cms = await headOf(page);
      expect(cms.title).not.toBe(home.title);
      expect(cms.description).toBeTruthy();
      expect(cms.canonical).toBe(`${origin(lang)}/about-us`);
    });

    test(`${lang}: each page with words of its own (contact, store locator, project quote, room view, visual search) has its own title, description and canonical`, async ({
      page,
    }) => {
      await page.goto(`${origin(lang)}/`);
      const titles = new Set([(await headOf(page)).title]);
      for (const path of ['/contact', '/store-locator', '/project-quote', '/visualiser', '/visual-search']) {
        const answer = await page.goto(`${origin(lang)}${path}`);
        expect(answer?.status(), path).toBe(200);
        const h = await headOf(page);
        expect(h.canonical, path).toBe(`${origin(lang)}${path}`);
        expect(h.robots, path).toBe('index, follow');
        expect(h.description, path).toBeTruthy();
        expect(h.alternates, path).toEqual(alternatesFor(path));
        titles.add(h.title);
      }
      expect(titles.size).toBe(6);
    });

    test(`${lang}: search results, cart, account, checkout, wishlist and a missing page are not indexed`, async ({ page }) => {
      const titles = new Set<string>();
      for (const path of ['/catalogsearch/result/?q=wood', '/checkout/cart', '/account', '/checkout', '/wishlist']) {
        const answer = await page.goto(`${origin(lang)}${path}`);
        expect(answer?.status(), path).toBe(200);
        const h = await headOf(page);
        expect(h.robots, path).toBe('noindex, follow');
        expect(h.canonical, path).toBeNull();
        titles.add(h.title);
      }
      expect(titles.size).toBe(5);
      const missing = await page.goto(`${origin(lang)}/no-such-tile-anywhere`);
      expect(missing?.status()).toBe(404);
      const h = await headOf(page);
      expect(h.robots).toBe('noindex, follow');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (lang !== 'en')
        for (const title of [...titles, h.title]) expect(title).not.toMatch(/Cart|Search results|account|Checkout|wishlist|not found/i);
    });
  }
});

test('a URL rewrite is answered by the server: 301 to the current path on the store’s own host, query kept', async ({ request }) => {
  for (const lang of LANGUAGES) {
    const answer = await fetchAs(request, lang, '/tiles/ceramic?p=2');
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe(`${origin(lang)}/tiles/ceramic-tiles?p=2`);
  }
  const temporary = await fetchAs(request, 'en', '/offers');
  expect(temporary.status()).toBe(302);
  expect(temporary.headers().location).toBe(`${origin('en')}/tiles`);
});

test('robots.txt and the sitemap index of each store view: its own host, every product once', async ({ request }) => {
  for (const lang of LANGUAGES) {
    const robots = await fetchAs(request, lang, '/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${origin(lang)}/sitemap.xml`);
    const index = await (await fetchAs(request, lang, '/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual([
      `${origin(lang)}/sitemap-pages-1.xml`,
      `${origin(lang)}/sitemap-categories-1.xml`,
      `${origin(lang)}/sitemap-products-1.xml`,
    ]);
    const urls = [];
    for (const file of files) {
      const answer = await fetchAs(request, lang, new URL(file).pathname);
      expect(answer.headers()['content-type']).toContain('application/xml');
      urls.push(...[...(await answer.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    }
    expect(urls.every((u) => u.startsWith(`${origin(lang)}/`))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(expect.arrayContaining([`${origin(lang)}/`, `${origin(lang)}/tiles/wooden-tiles`, `${origin(lang)}/about-us`]));
    // The modules' own pages that no catalogue lists are there; one shopper's pages and search results are not.
    const modulePages = ['/contact', '/store-locator', '/project-quote', '/visualiser', '/visual-search'];
    expect(urls).toEqual(expect.arrayContaining(modulePages.map((p) => `${origin(lang)}${p}`)));
    for (const personal of ['/account', '/checkout', '/checkout/cart', '/wishlist', '/catalogsearch/result/'])
      expect(urls, personal).not.toContain(`${origin(lang)}${personal}`);
  }
  for (const hostile of ['/sitemap-products-9.xml', '/sitemap-products-0.xml', '/sitemap-users-1.xml', '/sitemap-products-1.xml.bak'])
    expect((await request.get(hostile)).status(), hostile).toBe(404);
});

test('the live page keeps the server’s head, with no CSP violation, and a client navigation brings the next page’s head', async ({
  page,
}) => {
  await page.goto('/tiles');
  const listing = await headOf(page);
  expect(listing.canonical).toBe(`${origin('en')}/tiles`);
  await expect(page.locator('[data-slot="mf_catalog-CatalogRoute"] a[href^="/"]').first()).toBeVisible();
  const card = page.locator('main article a[href^="/"]').first();
  const href = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin('en')}${href}`);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  const product = await headOf(page);
  expect(product.title).toMatch(/₹/);
  expect(product.ld('Product')).toHaveLength(1);
  expect(product.alternates).toEqual(alternatesFor(href));
});
