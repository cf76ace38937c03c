/**
 * The sitemap between the backend (which reads the catalogue: `GET {restUrl}/V1/tiles/sitemap` for the files,
 * `…/sitemap/{kind}/{page}` for one file's paths) and the shell, which answers `/robots.txt`, `/sitemap.xml` and its
 * files on each store's own configured origin. At most 50,000 URLs per file (sitemaps.org).
 */
export const SITEMAP_URLS_PER_FILE = 50_000;
export const SITEMAP_KINDS = ['pages', 'categories', 'products'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
export interface SitemapFile {
  kind: SitemapKind;
  page: number;
}
export interface SitemapIndexReply {
  files: SitemapFile[];
}
export interface SitemapFileReply {
  /** Paths on the store (`/`, `/tiles/…`, `/{url_key}`), each once. */
  paths: string[];
}

export const sitemapFilePath = (f: SitemapFile) => `/sitemap-${f.kind}-${f.page}.xml`;

/** `/sitemap-products-3.xml` → its file; anything else (another name, page 0, a page past any catalogue) null. */
export function parseSitemapFilePath(path: string): SitemapFile | null {
  const m = /^\/sitemap-(pages|categories|products)-([1-9][0-9]{0,3})\.xml$/.exec(path);
  return m ? { kind: m[1] as SitemapKind, page: Number(m[2]) } : null;
}

const xmlText = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** The store's sitemap index: one entry per file, on the store's own origin. */
export function sitemapIndexXml(origin: string, files: SitemapFile[]): string {
  const entries = files.map((f) => `<sitemap><loc>${xmlText(origin + sitemapFilePath(f))}</loc></sitemap>`);
  return `${XML}<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
}

// Url keys are slugs: most paths need neither escape (50,000 of them cost a third of a file's time when escaped).
const PLAIN = /^[A-Za-z0-9/._~-]*$/;

/** One sitemap file: each path as a URL on the store's origin. */
export function urlsetXml(origin: string, paths: string[]): string {
  const base = xmlText(origin);
  const entries = paths.map((p) => `<url><loc>${base}${PLAIN.test(p) ? p : xmlText(encodeURI(p))}</loc></url>`);
  return `${XML}<urlset ${NS}>\n${entries.join('\n')}\n</urlset>\n`;
}

/** Crawl everything a shopper can reach but one shopper's pages and search results; the sitemap on this store. */
export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Disallow: /checkout/',
    'Disallow: /customer/',
    'Disallow: /wishlist',
    'Disallow: /catalogsearch/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
