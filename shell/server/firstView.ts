import SLOT_LAYOUT from '@tiles/shared/src/federation/slot-layout.json';
import { PATHS } from '@tiles/shared/src/paths';
import en from '../src/i18n/en.json';
import hi from '../src/i18n/hi.json';
import ta from '../src/i18n/ta.json';
import { FOOTER_SLOT, type ServerView } from './render';
import { START_APP_AFTER_FIRST_CONTENT } from './startApp';
import { usedCss } from './usedCss';
import { suspenseBoundary } from './hydratable';
import { footerHtml } from './footer';

/** JSON safe inside a <script> element: no `</script>`, no line separators that end a JS string. */
export const escapeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The header's render leaves other teams' slots empty (SlotPlaceholder); the shell fills them with their owners'
 * renders: the search box (mf-search, a working GET form), the cart button (mf-cart, a link to the cart) and
 * "Request a callback" (mf-leads, a link that calls the help line). A cart slot its team did not render gets the
 * link the browser's slot shows while the cart's code loads (the same HTML, so nothing moves). Nothing is disabled: what the shopper types or clicks before the code
 * arrives is replayed on the live module (shared/src/federation/earlyInput.ts), and with scripts off the forms and
 * links work as they are.
 */
function fillNestedSlots(headerHtml: string, nested: ServerView['nested'] = {}, language: FooterLanguage = 'en'): string {
  const fill = (html: string, id: string, inner: string, ssr: boolean) => {
    const boundary = id.replace('/', '-');
    const empty = new RegExp(`<div([^>]*) data-slot="${boundary}" data-slot-state="loading"([^>]*)></div>`);
    // The header's own instance of the module (a page may show another: a 404's search box).
    const state = ssr ? `data-slot-state="server" data-ssr="${id}" data-ssr-key="header"` : 'data-slot-state="loading"';
    return html.replace(
      empty,
      (_, before: string, after: string) => `<div${before} data-slot="${boundary}" ${state}${after}>${inner}</div>`,
    );
  };
  let html = headerHtml;
  for (const [id, rendered] of Object.entries(nested)) if (rendered) html = fill(html, id, suspenseBoundary(rendered.html), true);
  // In the page's language, as the browser's fallback (shell/src/layout/fallbacks.tsx) draws it for the hydration.
  const viewCart = { en, hi, ta }[language].viewCart.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return fill(html, 'mf_cart/MiniCart', `<a href="${PATHS.cart}">${viewCart}</a>`, false);
}

/** A slot's reserved space as a style attribute, the way React writes it (numbers are px). */
const styleOf = (reserve: Record<string, string | number> = {}) =>
  Object.entries(reserve)
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${typeof value === 'number' ? `${value}px` : value}`)
    .join(';');

/** What a page that only the browser renders says with scripts off (in English; language.ts swaps in the page's language). */
const NO_SCRIPT = `<noscript><p class="shell-noscript">${en.needsScripts}</p></noscript>`;

/**
 * The modules' CSS files as one inline sheet. Each file ends with a `sourceMappingURL` relative to its remote's
 * origin: inside the shell's page it would name a file of the shell's origin that does not exist, so it is dropped.
 */
const inlineCss = (files: (string | undefined)[]) =>
  files
    .filter((css): css is string => Boolean(css))
    .map((css) => css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trimEnd())
    .join('\n');

export interface ComposedView {
  /** False when only the header was rendered (the page is left to the browser): not for a long cache. */
  complete: boolean;
  status: number;
  css: string;
  root: string;
  /** What goes right after the root element (outside what React hydrates). */
  afterRoot: string;
  data: Record<string, unknown>;
}

type FooterLanguage = Parameters<typeof footerHtml>[0];

/** A slot of the browser's App around the server's HTML (RemoteSlot's HydratedSlot draws the same element). */
const serverSlot = (id: string, attrs: string, html: string) =>
  `<div${attrs ? ` ${attrs}` : ''} data-slot="${id.replace('/', '-')}" data-slot-state="server" data-ssr="${id}" aria-busy="true">${suspenseBoundary(html)}</div>`;
/** A slot the server did not render, as the browser's first render draws it while its module loads. */
const loadingSlot = (id: string, attrs = '') =>
  `<div${attrs ? ` ${attrs}` : ''} data-slot="${id.replace('/', '-')}" data-slot-state="loading" aria-busy="true"></div>`;

/**
 * The shell's first render, as HTML, for the browser to hydrate: exactly what shell/src/App.tsx draws (the skip
 * link, the header's slot, the page's slot in <main>, the popups' slot, the footer; the slots' classes and reserved
 * space from the table SLOT_LAYOUT reads), with the server's HTML in the slots it rendered. Without a header or page
 * render nothing is composed (the browser renders everything); with the header alone (the cart, checkout and account
 * pages, which only this browser's storage can fill, or the store locator), the header's links and search work
 * before any script and the page says, to a browser with scripts off, that it needs them (language.ts puts the
 * sentence in the page language; it goes after the root, where React does not look).
 */
/** The footer, with the newsletter sign-up its team rendered (a form that works without scripts) in its slot. */
function footerWith(newsletter: ServerView['newsletter'], language: FooterLanguage): string {
  const footer = footerHtml(language);
  if (!newsletter) return footer;
  return footer.replace(loadingSlot(FOOTER_SLOT), () => serverSlot(FOOTER_SLOT, '', newsletter.html));
}

export function composeServerView(
  { header, page, nested, pageId, newsletter }: ServerView,
  language: FooterLanguage = 'en',
): ComposedView | null {
  if (!page && !(header && pageId)) return null;
  const headerClass = `class="${SLOT_LAYOUT.slots['mf_header/Header'].className}"`;
  const headerSlot = header
    ? serverSlot('mf_header/Header', headerClass, fillNestedSlots(header.html, nested, language))
    : loadingSlot('mf_header/Header', headerClass);
  const pageStyle = `style="${styleOf(SLOT_LAYOUT.page.reserve)}"`;
  const pageSlot = page ? serverSlot(page.id, pageStyle, page.html) : loadingSlot(pageId!, pageStyle);
  const root = [
    `<a class="skip-link" href="#main">Skip to content</a>`,
    headerSlot,
    `<main id="main" tabindex="-1">${pageSlot}</main>`,
    loadingSlot('mf_leads/PopupHost'),
    footerWith(newsletter, language),
  ].join('');
  const data = {
    ...(header?.data !== undefined ? { 'mf_header/Header': header.data } : {}),
    ...(page?.data !== undefined ? { [page.id]: page.data } : {}),
    ...(newsletter?.data !== undefined ? { [FOOTER_SLOT]: newsletter.data } : {}),
  };
  const nestedCss = header ? Object.values(nested ?? {}).map((n) => n?.css) : [];
  return {
    complete: Boolean(page),
    status: page?.status ?? 200,
    css: usedCss(inlineCss([header?.css, ...nestedCss, page?.css, newsletter?.css]), root),
    root,
    afterRoot: page ? '' : NO_SCRIPT,
    data,
  };
}

const MAX_WAIT_MS = 2500;

/** For a server-rendered page: moves the app's script tags and preload hints (both waves) into the loader above. */
export function deferAppCode(html: string, hints: { first: string; controls: string }, nonce: string): string {
  const scripts: string[] = [];
  const withoutScripts = html.replace(/<script(?: nonce="[^"]*")? defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g, (_, src: string) => {
    scripts.push(src);
    return '';
  });
  const loader = `<script nonce="${nonce}">(${START_APP_AFTER_FIRST_CONTENT})(${escapeJson(hints.first)},${escapeJson(scripts)},${MAX_WAIT_MS},${escapeJson(hints.controls)})</script>`;
  return withoutScripts.replace('</body>', () => `${loader}</body>`);
}
