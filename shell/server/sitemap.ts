import {
  parseSitemapFilePath,
  robotsTxt,
  sitemapIndexXml,
  urlsetXml,
  type SitemapFileReply,
  type SitemapIndexReply,
} from '@tiles/shared/src/contracts/sitemap';
import type { Store } from './config';

/** `/robots.txt`, `/sitemap.xml` and `/sitemap-{kind}-{n}.xml` (validated names only). */
export const SITEMAP_PATH = /^\/(robots\.txt|sitemap(-[a-z]+-[0-9]+)?\.xml)$/;

// The catalogue's paths from the backend (`restUrl`: the API's own origin), each on the store's configured origin:
// every store view has its own index, and each product is in it once. null: a file the catalogue does not have.
export async function sitemapAnswer(store: Store, restUrl: string, path: string): Promise<{ type: string; body: string } | null> {
  if (path === '/robots.txt') return { type: 'text/plain; charset=utf-8', body: robotsTxt(store.origin) };
  const xml = 'application/xml; charset=utf-8';
  const file = parseSitemapFilePath(path);
  if (path !== '/sitemap.xml' && !file) return null;
  const answer = await fetch(file ? `${restUrl}/V1/tiles/sitemap/${file.kind}/${file.page}` : `${restUrl}/V1/tiles/sitemap`);
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`the catalogue's sitemap answered ${answer.status}`);
  if (!file) return { type: xml, body: sitemapIndexXml(store.origin, ((await answer.json()) as SitemapIndexReply).files) };
  return { type: xml, body: urlsetXml(store.origin, ((await answer.json()) as SitemapFileReply).paths) };
}
