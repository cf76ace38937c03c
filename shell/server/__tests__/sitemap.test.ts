/** @jest-environment node */
import type { PageHead } from '@tiles/shared/src/head/pageHead';
import type { PageRoute } from '@tiles/shared/src/federation/pageRoutes';
import type { Store } from '../config';
import { indexedModulePaths, sitemapAnswer, type HeadAt } from '../sitemap';
import { listen } from './testServers';

const ORIGIN = 'https://tiles.example';
const route = (path: string, id = 'mf_leads/ContactPage'): PageRoute => ({ path, id: id as PageRoute['id'] });
const headsBy =
  (heads: Record<string, PageHead | null | Error | 'never'>): HeadAt =>
  async (r) => {
    const head = heads[r.path];
    if (head instanceof Error) throw head;
    if (head === 'never') return new Promise<never>(() => undefined);
    return head ?? null;
  };

describe('the modules’ pages in the sitemap', () => {
  it('lists pages at a fixed path whose head lets them be indexed, at their canonical path, once', async () => {
    const routes = [route('/contact'), route('/store-locator'), route('/visualiser'), route('/visualiser-old')];
    const heads = headsBy({
      '/contact': { title: 'Contact', canonical: '/contact' },
      '/store-locator': { title: 'Showrooms' },
      '/visualiser': { title: 'Room view', canonical: '/visualiser' },
      '/visualiser-old': { title: 'Room view', canonical: '/visualiser' },
    });
    expect(await indexedModulePaths(routes, ORIGIN, heads)).toEqual(['/contact', '/store-locator', '/visualiser']);
  });

  it('leaves out what is not indexed, patterns, a head that fails or never answers, and a canonical off the site', async () => {
    const routes = [
      route('/checkout'),
      route('/checkout/*'),
      route('/sales/order/:id'),
      route('*'),
      route('/broken'),
      route('/slow'),
      route('/none'),
      route('/elsewhere'),
    ];
    const heads = headsBy({
      '/checkout': { title: 'Checkout', noindex: true },
      '/checkout/*': { title: 'Checkout' },
      '/sales/order/:id': { title: 'Order' },
      '*': { title: 'Tiles' },
      '/broken': new Error('catalogue missing'),
      '/slow': 'never',
      '/none': null,
      '/elsewhere': { title: 'Elsewhere', canonical: '//evil.example/x' },
    });
    expect(await indexedModulePaths(routes, ORIGIN, heads, 50)).toEqual(['/elsewhere']);
  });

  it('gives each head the page’s URL on the store’s origin', async () => {
    const seen: string[] = [];
    await indexedModulePaths([route('/contact')], ORIGIN, async (_r, url) => (seen.push(url.href), null));
    expect(seen).toEqual([`${ORIGIN}/contact`]);
  });
});

describe('sitemapAnswer', () => {
  let backend: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    backend = await listen((req, res) => {
      const reply =
        req.url === '/rest/V1/tiles/sitemap/pages/1'
          ? { paths: ['/', '/about-us', '/contact'] }
          : req.url === '/rest/V1/tiles/sitemap/categories/1'
            ? { paths: ['/tiles/wooden-tiles'] }
            : null;
      res.writeHead(reply ? 200 : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply ?? { message: 'no' }));
    });
  });
  afterAll(() => backend.close());
  const store = { origin: ORIGIN } as Store;
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('adds the modules’ pages to the pages file, each once, on the store’s origin', async () => {
    const answer = await sitemapAnswer(store, `${backend.origin}/rest`, '/sitemap-pages-1.xml', async () => ['/contact', '/visualiser']);
    expect(locs(answer!.body)).toEqual([`${ORIGIN}/`, `${ORIGIN}/about-us`, `${ORIGIN}/contact`, `${ORIGIN}/visualiser`]);
  });

  it('adds nothing to the other files and does not ask the modules for them', async () => {
    const modulePages = jest.fn(async () => ['/contact']);
    const answer = await sitemapAnswer(store, `${backend.origin}/rest`, '/sitemap-categories-1.xml', modulePages);
    expect(locs(answer!.body)).toEqual([`${ORIGIN}/tiles/wooden-tiles`]);
    expect(modulePages).not.toHaveBeenCalled();
  });

  it('answers a file the catalogue does not have with nothing', async () => {
    expect(await sitemapAnswer(store, `${backend.origin}/rest`, '/sitemap-pages-2.xml', async () => ['/contact'])).toBeNull();
  });
});
