import type { PageHead } from '@tiles/shared/src/head/pageHead';
import type { PageRoute } from '@tiles/shared/src/federation/pageRoutes';
import { withTimeout } from '@tiles/shared/src/async/withTimeout';
import {
  parseSitemapFilePath,
  robotsTxt,
  sitemapIndexXml,
  urlsetXml,
  type SitemapFileReply,
  type SitemapIndexReply,
} from '@tiles/shared/src/contracts/sitemap';
import type { LanguageCode } from '@tiles/shared/src/i18n/locale';
import type { Store } from './config';
import { loadServerModule } from './serverModules';

/** `/robots.txt`, `/sitemap.xml` and `/sitemap-{kind}-{n}.xml` (validated names only). */
export const SITEMAP_PATH = /^\/(robots\.txt|sitemap(-[a-z]+-[0-9]+)?\.xml)$/;

/** A page module's head at a path (no loader data: a page at a fixed path needs none), or null when it has none. */
export type HeadAt = (route: PageRoute, url: URL) => Promise<PageHead | null>;

// A module page at one fixed path (`/contact`; not `/checkout/*`, `:id` or `*`) is a page a crawler can find.
const FIXED = /^\/(?![/\\])[\w\-.~%/]*$/;

/**
 * The modules' own pages that say they may be indexed (a head without `noindex`), each at its canonical path: the
 * contact, store locator or room view pages, which no catalogue lists. A head that fails or is slow leaves its page out.
 */
export async function indexedModulePaths(routes: readonly PageRoute[], origin: string, headAt: HeadAt, ms = 2000): Promise<string[]> {
  const fixed = routes.filter((r) => FIXED.test(r.path));
  const heads = await Promise.all(fixed.map((r) => withTimeout(headAt(r, new URL(r.path, origin)), ms, () => null).catch(() => null)));
  const paths = fixed.flatMap((r, i) => {
    const head = heads[i];
    if (!head || head.noindex) return [];
    const canonical = head.canonical && FIXED.test(head.canonical) ? head.canonical : r.path;
    return [canonical];
  });
  return [...new Set(paths)];
}

/** Each page module's own `head` export, as the page's document would have it in `language`. */
export const moduleHeadAt =
  (remotes: Record<string, string>, language: LanguageCode): HeadAt =>
  async (route, url) => {
    const module = await loadServerModule(remotes, route.id);
    return module?.head ? ((await module.head({ url, data: undefined, language })) ?? null) : null;
  };

// The catalogue's paths from the backend (`restUrl`: the API's own origin), each on the store's configured origin:
// every store view has its own index, and each product is in it once; the pages file adds the modules' indexed pages.
// null: a file the catalogue does not have.
export async function sitemapAnswer(
  store: Store,
  restUrl: string,
  path: string,
  modulePages: () => Promise<string[]> = async () => [],
): Promise<{ type: string; body: string } | null> {
  if (path === '/robots.txt') return { type: 'text/plain; charset=utf-8', body: robotsTxt(store.origin) };
  const xml = 'application/xml; charset=utf-8';
  const file = parseSitemapFilePath(path);
  if (path !== '/sitemap.xml' && !file) return null;
  const answer = await fetch(file ? `${restUrl}/V1/tiles/sitemap/${file.kind}/${file.page}` : `${restUrl}/V1/tiles/sitemap`);
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`the catalogue's sitemap answered ${answer.status}`);
  if (!file) return { type: xml, body: sitemapIndexXml(store.origin, ((await answer.json()) as SitemapIndexReply).files) };
  const { paths } = (await answer.json()) as SitemapFileReply;
  const pages = file.kind === 'pages' && file.page === 1 ? [...new Set([...paths, ...(await modulePages())])] : paths;
  return { type: xml, body: urlsetXml(store.origin, pages) };
}
