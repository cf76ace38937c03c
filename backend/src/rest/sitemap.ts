import {
  SITEMAP_URLS_PER_FILE,
  type SitemapFile,
  type SitemapFileReply,
  type SitemapIndexReply,
} from '../../../shared/src/contracts/sitemap';
import { allCategories } from '../catalog/catalogueIndex';
import { allCmsPages } from '../cms/repository';
import { storeConfigFor } from '../resolvers/store';
import { getDb } from '../store/db';
import { route, sendJson } from './router';

// Content pages and categories are a few hundred: one file each. Products by id, 50,000 a file, read from SQLite's
// url_key column (no JSON parsed): a file of 200,000 tiles' last 50,000 is one indexed range scan.
const pagePaths = () => {
  const home = storeConfigFor('default').cms_home_page;
  return ['/', ...allCmsPages().flatMap((p) => (p.identifier === home ? [] : [`/${p.identifier}`]))];
};
const categoryPaths = () => allCategories().flatMap((c) => (c.urlPath && c.level >= 2 ? [`/${c.urlPath}`] : []));
const productCount = () => getDb().prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
const productPaths = (page: number) =>
  (
    getDb()
      .prepare('SELECT url_key FROM products ORDER BY id LIMIT ? OFFSET ?')
      .pluck()
      .all(SITEMAP_URLS_PER_FILE, (page - 1) * SITEMAP_URLS_PER_FILE) as string[]
  ).map((key) => `/${key}`);

export function sitemapFiles(): SitemapFile[] {
  const products = Math.max(1, Math.ceil(productCount() / SITEMAP_URLS_PER_FILE));
  return [
    { kind: 'pages', page: 1 },
    { kind: 'categories', page: 1 },
    ...Array.from({ length: products }, (_, i) => ({ kind: 'products' as const, page: i + 1 })),
  ];
}

/** One file's paths, or null for a file the catalogue does not have. */
export function sitemapPaths(kind: string, page: number): string[] | null {
  if (!sitemapFiles().some((f) => f.kind === kind && f.page === page)) return null;
  return kind === 'pages' ? pagePaths() : kind === 'categories' ? categoryPaths() : productPaths(page);
}

const CACHE = { 'Cache-Control': 'public, max-age=300' };
route('GET', '/rest/V1/tiles/sitemap', (_req, res) => sendJson(res, 200, { files: sitemapFiles() } satisfies SitemapIndexReply, CACHE));
route('GET', '/rest/V1/tiles/sitemap/:kind/:page', (_req, res, { kind, page }) => {
  const paths = /^[1-9][0-9]{0,5}$/.test(page) ? sitemapPaths(kind, Number(page)) : null;
  if (!paths) return sendJson(res, 404, { message: 'No such sitemap file.' });
  sendJson(res, 200, { paths } satisfies SitemapFileReply, CACHE);
});
