// The page's language in the HTML the shell's server sends (the browser code never changes it: the language is
// the host). Hindi and Tamil pages get `lang`, their title and description, the skip link in their words and
// their font stylesheet; every page names its three language versions (hreflang), English being x-default.
import { readFileSync } from 'node:fs';

const LANGUAGES = [
  { code: 'en', subdomain: '' },
  { code: 'hi', subdomain: 'hi' },
  { code: 'ta', subdomain: 'ta' },
];
const shellWords = (code) => JSON.parse(readFileSync(new URL(`../shell/src/i18n/${code}.json`, import.meta.url), 'utf8'));
const WORDS = Object.fromEntries(LANGUAGES.map((l) => [l.code, shellWords(l.code)]));
const en = WORDS.en;

/** The page language from the request's host, as shared/src/i18n/locale.ts reads it in the browser. */
export function languageOfHost(hostname) {
  const first = String(hostname).toLowerCase().split('.')[0];
  return LANGUAGES.find((l) => l.subdomain && l.subdomain === first)?.code ?? 'en';
}

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** `<link rel="alternate" hreflang>` for the same path on each language's subdomain of the configured base domain. */
export function alternateLinks(settings, pathname, search = '') {
  const protocol = String(settings.protocol ?? 'http').replace(/:?$/, ':');
  const base = String(settings.baseDomain ?? 'localhost').replace(/^(en|hi|ta)\./i, '').replace(/\/+$/, '');
  const href = (l) => escapeAttr(`${protocol}//${l.subdomain ? `${l.subdomain}.` : ''}${base}${pathname}${search}`);
  return [...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l.code}" href="${href(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href(LANGUAGES[0])}">`].join('');
}

/** The shell's page for this request's language (index.html with the server's view already inside). */
export function localizePage(html, { hostname, pathname, search, settings }) {
  const code = languageOfHost(hostname);
  let page = html.replace('</head>', `${alternateLinks(settings, pathname, search)}</head>`);
  if (code === 'en') return page;
  const words = WORDS[code];
  page = page
    .replace(/<html lang="?en"?/, `<html lang="${code}"`)
    .replace(`<title>${escapeText(en.documentTitle)}</title>`, `<title>${escapeText(words.documentTitle)}</title>`)
    .replace(`content="${escapeAttr(en.documentDescription)}"`, `content="${escapeAttr(words.documentDescription)}"`)
    .replace(`href="#main">${escapeText(en.skip)}</a>`, `href="#main">${escapeText(words.skip)}</a>`)
    .replace('</head>', `<link rel="stylesheet" href="/fonts-${code}.css"></head>`);
  return page;
}
