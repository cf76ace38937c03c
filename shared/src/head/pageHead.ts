import type { RuntimeSettings } from '../config/runtime';
import { LANGUAGES, type LanguageCode } from '../i18n/locale';

/**
 * What a page tells search engines and link previews, declared by the module that owns the page: its `head` export
 * (the shell's server writes it into the document's head with the loader's data) and its views (`useHead`, which
 * applies the same head on client navigations). Paths are on the page's own store; they are made absolute there.
 */
export interface PageHead {
  title: string;
  description?: string;
  /** The page's one URL (path and the query it keeps, e.g. `?p=2`); none on a page that is not indexed. */
  canonical?: string;
  /** Not indexed (cart, account, checkout, search results, 404); links are still followed. */
  noindex?: boolean;
  /** Open Graph: `product` or `website` (default), and the picture a preview shows (absolute or a path). */
  og?: { type?: 'website' | 'product'; image?: string };
  /** A paged list's neighbours (paths). */
  prev?: string;
  next?: string;
  /** schema.org objects, each written as one `application/ld+json` data block. */
  jsonLd?: object[];
}

/** What a module's `head` export gets: the page's URL on its store's configured origin, its loader's data, the language. */
export interface HeadRequest {
  url: URL;
  data: unknown;
  language: LanguageCode;
}

/** A page module's head for this request; null: the shell's own title. */
export type ModuleHead = (request: HeadRequest) => Promise<PageHead | null> | PageHead | null;

/** The page's place: its store's origin and the same page in every language (hreflang). */
export interface HeadPlace {
  origin: string;
  alternates: { hreflang: string; href: string }[];
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta' | 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: { type: 'application/ld+json' }; text: string };

/** JSON safe inside a <script> element: no `</script>`, no line separators. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The configured origin of a language's store (`hi.` / `ta.` of the base domain). */
export function storeOrigin(settings: Pick<RuntimeSettings, 'protocol' | 'baseDomain'>, code: LanguageCode): string {
  const subdomain = LANGUAGES.find((l) => l.code === code)?.subdomain;
  return `${settings.protocol}//${subdomain ? `${subdomain}.` : ''}${settings.baseDomain}`;
}

/** The same path and query on each language's store (English is also x-default). */
export function alternatesOf(settings: Pick<RuntimeSettings, 'protocol' | 'baseDomain'>, pathAndQuery: string): HeadPlace['alternates'] {
  const links = LANGUAGES.map((l) => ({ hreflang: l.code as string, href: storeOrigin(settings, l.code) + pathAndQuery }));
  return [...links, { hreflang: 'x-default', href: links[0].href }];
}

/** The head's elements, in order: the one list both the server's document and the browser's `useHead` write. */
export function headTags(head: PageHead, place: HeadPlace): HeadTag[] {
  const abs = (path: string) => new URL(path, place.origin).href;
  const meta = (key: 'name' | 'property', name: string, content: string | undefined): HeadTag[] =>
    content ? [{ tag: 'meta', attrs: { [key]: name, content } }] : [];
  const link = (rel: string, path: string | undefined): HeadTag[] =>
    path === undefined ? [] : [{ tag: 'link', attrs: { rel, href: abs(path) } }];
  const canonical = head.canonical === undefined ? undefined : abs(head.canonical);
  return [
    { tag: 'title', text: head.title },
    ...meta('name', 'description', head.description),
    ...meta('name', 'robots', head.noindex ? 'noindex, follow' : 'index, follow'),
    ...link('canonical', head.canonical),
    ...link('prev', head.prev),
    ...link('next', head.next),
    ...place.alternates.map((a): HeadTag => ({ tag: 'link', attrs: { rel: 'alternate', hrefLang: a.hreflang, href: a.href } })),
    ...meta('property', 'og:title', head.title),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:type', head.og?.type ?? 'website'),
    ...meta('property', 'og:url', canonical),
    ...meta('property', 'og:image', head.og?.image && abs(head.og.image)),
    ...meta('name', 'twitter:card', head.og?.image ? 'summary_large_image' : 'summary'),
    ...(head.jsonLd ?? []).map((ld): HeadTag => ({ tag: 'script', attrs: { type: 'application/ld+json' }, text: scriptJson(ld) })),
  ];
}

/** A page of one shopper (cart, account, checkout, wishlist, search results): named, never indexed. */
export const noindexHead = (title: string): PageHead => ({ title, noindex: true });
