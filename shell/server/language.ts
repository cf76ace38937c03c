// The page's language in the HTML the shell's server sends (the browser code never changes it: the language is
// the host). Hindi and Tamil pages get `lang`, their title and description, the skip link in their words and
// their font stylesheet (English pages the switch's names only); every page names its three language versions (hreflang), English being x-default.
import en from '../src/i18n/en.json';
import hi from '../src/i18n/hi.json';
import ta from '../src/i18n/ta.json';

const LANGUAGES = [
  { code: 'en', subdomain: '' },
  { code: 'hi', subdomain: 'hi' },
  { code: 'ta', subdomain: 'ta' },
] as const;
const WORDS = { en, hi, ta } as const;
type Code = keyof typeof WORDS;
interface Origin {
  protocol?: string;
  baseDomain?: string;
}

/** The page language from the request's host, as shared/src/i18n/locale.ts reads it in the browser. */
export function languageOfHost(hostname: string): Code {
  const first = String(hostname).toLowerCase().split('.')[0];
  return LANGUAGES.find((l) => l.subdomain !== '' && l.subdomain === first)?.code ?? 'en';
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** `<link rel="alternate" hreflang>` for the same path on each language's subdomain of the configured base domain. */
export function alternateLinks(settings: Origin, pathname: string, search = ''): string {
  const protocol = String(settings.protocol ?? 'http').replace(/:?$/, ':');
  const base = String(settings.baseDomain ?? 'localhost')
    .replace(/^(en|hi|ta)\./i, '')
    .replace(/\/+$/, '');
  const href = (l: (typeof LANGUAGES)[number]) =>
    escapeAttr(`${protocol}//${l.subdomain ? `${l.subdomain}.` : ''}${base}${pathname}${search}`);
  return [
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l.code}" href="${href(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href(LANGUAGES[0])}">`,
  ].join('');
}

/** The shell's page for this request's language (index.html with the server's view already inside). */
export function localizePage(
  html: string,
  {
    hostname,
    pathname,
    search,
    settings,
    nonce,
  }: { hostname: string; pathname: string; search: string; settings: Origin; /** This answer's CSP nonce. */ nonce: string },
): string {
  const code = languageOfHost(hostname);
  // Replacer functions throughout: the links carry the request's path and query, and a replacement string would
  // read `$'`, `$&` or `` $` `` in them as patterns (splicing the whole page into each link).
  const links = alternateLinks(settings, pathname, search);
  let page = html.replace('</head>', () => `${links}</head>`);
  // English pages: the fonts of the language switch's two names only (fonts-hi/ta.css include them). Off the
  // render path: two words in the switch must not hold the first paint back by a round trip (it cost LCP
  // 100–240 ms in Lighthouse), so the sheet loads as `print` and applies once loaded (the script, with this
  // answer's nonce, only swaps its media); without scripts the <noscript> copy applies as an ordinary sheet.
  if (code === 'en')
    return page.replace(
      '</head>',
      () =>
        `<link rel="stylesheet" href="/fonts-names.css" media="print"><script nonce="${nonce}">(function (l) { l.addEventListener('load', function () { l.media = 'all'; }); })(document.currentScript.previousElementSibling)</script><noscript><link rel="stylesheet" href="/fonts-names.css"></noscript></head>`,
    );
  const words = WORDS[code];
  page = page
    .replace(/<html lang="?en"?/, () => `<html lang="${code}"`)
    .replace(`<title>${escapeText(en.documentTitle)}</title>`, () => `<title>${escapeText(words.documentTitle)}</title>`)
    .replace(`content="${escapeAttr(en.documentDescription)}"`, () => `content="${escapeAttr(words.documentDescription)}"`)
    .replace('</head>', () => `<link rel="stylesheet" href="/fonts-${code}.css"></head>`);
  return localizeView(page, hostname);
}

/** The shell's own words in its server view (the skip link, the line a page without scripts shows) in the page language. */
export function localizeView(html: string, hostname: string): string {
  const code = languageOfHost(hostname);
  if (code === 'en') return html;
  const words = WORDS[code];
  return html
    .replace(`href="#main">${escapeText(en.skip)}</a>`, () => `href="#main">${escapeText(words.skip)}</a>`)
    .replace(
      `<p class="shell-noscript">${escapeText(en.needsScripts)}</p>`,
      () => `<p class="shell-noscript">${escapeText(words.needsScripts)}</p>`,
    );
}
