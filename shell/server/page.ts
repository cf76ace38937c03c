import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RuntimeSettings } from '@tiles/shared/src/config/runtime';
import type { ServerConfig, Store } from './config';
import { composeServerView, deferAppCode, escapeJson } from './firstView';
import { pageOwner } from './pageOwner';
import { preloadLinks } from './preload';
import { serverRender, type PostedRender, type RenderBudgets } from './render';
import { htmlSecurityHeaders, newNonce } from './securityHeaders';
import { languageOfHost, localizePage, localizeView } from './language';

export interface PageOptions {
  /** The shell's built files (index.html is the pages' template). */
  dir: string;
  /** Server-render the header and the page (TILES_SSR=0: the browser renders everything). */
  ssr: boolean;
  /** Preload hints for the first-paint modules (off for the single-bundle bench baseline). */
  preload: boolean;
  /** Server-render budgets (default: render.ts's DEFAULT_BUDGETS). */
  budgets?: RenderBudgets;
  /** How long a public query's answer serves other server renders (ms; 0 or absent: every render asks the API). */
  dataTtlMs?: number;
}

/**
 * Public pages (home, listings, products, content, search) hold nothing of one shopper: a CDN may keep them a
 * minute and serve a stale copy while it asks again. The cart, checkout and account pages are not for a CDN. A page
 * the server could not render (a remote slow or down) is kept only briefly, so the next copy is the full one.
 */
const CACHE = {
  public: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  partial: 'public, max-age=0, s-maxage=5',
  private: 'private, no-cache',
  /** A form's answer holds what one shopper typed. */
  posted: 'no-store',
};

/** Where the large parts of a server-rendered page go (comments, so a stray one is harmless HTML). */
const MARK = { root: '<!--tiles:root-->', css: '<!--tiles:css-->', data: '<!--tiles:data-->' } as const;

/** Puts each part at its mark in one pass; the parts themselves are not read again (a mark inside one stays text). */
const fillMarks = (html: string, parts: Record<keyof typeof MARK, string>) =>
  html.replace(/<!--tiles:(root|css|data)-->/g, (_, name: keyof typeof MARK) => parts[name]);

let template: { at: number; mtimeMs: number; html: string; file: string } | null = null;

/** index.html, re-read when a rebuild changed it (checked at most once a second). */
async function pageTemplate(dir: string): Promise<string> {
  const file = path.join(dir, 'index.html');
  if (template && template.file === file && Date.now() - template.at < 1000) return template.html;
  const { mtimeMs } = await stat(file);
  if (!template || template.file !== file || template.mtimeMs !== mtimeMs)
    template = { at: 0, mtimeMs, file, html: await readFile(file, 'utf8') };
  template.at = Date.now();
  return template.html;
}

/** The settings the server's own renders use: with the pass-through, the API's own origin (no hop through itself). */
export function renderSettings(config: ServerConfig, store: Store): RuntimeSettings {
  const { settings } = store.browser;
  if (!config.apiOrigin) return settings;
  const api = config.apiOrigin.href.replace(/\/$/, '');
  return { ...settings, graphqlUrl: `${api}/graphql`, restUrl: `${api}/rest`, searchUrl: `${api}/search` };
}

export interface PageAnswer {
  status: number;
  html: string;
  headers: Record<string, string>;
}

/**
 * The HTML answer for a page of `store` at `pathname` + `search` (the request's path, escapes kept, and query only);
 * with `posted`, the answer to a form sent without scripts: that module's render (its message, the typed values) in
 * the page, with its status.
 */
export async function pageAnswer(
  config: ServerConfig,
  options: PageOptions,
  store: Store,
  pathname: string,
  search: string,
  posted?: PostedRender,
): Promise<PageAnswer> {
  const nonce = newNonce();
  const remotes = store.browser.remotes;
  const owner = pageOwner(pathname);
  const [raw, hints, view] = await Promise.all([
    pageTemplate(options.dir),
    options.preload ? preloadLinks(remotes, pathname, options.dir) : { first: '', controls: '' },
    options.ssr || posted
      ? serverRender(
          { remotes, settings: renderSettings(config, store), budgets: options.budgets, dataTtlMs: options.dataTtlMs },
          store.origin + pathname + search,
          posted,
        ).then((rendered) => composeServerView(rendered, languageOfHost(new URL(store.origin).hostname)))
      : null,
  ]);
  // Only the template's own scripts and styles get the nonce; nothing from a remote's HTML does.
  const withNonces = raw.replace(/<(script|style)\b/g, `<$1 nonce="${nonce}"`);
  // The server's view, its CSS and its data (most of the page's bytes) go in last, in one pass: every edit below
  // reads and copies the small template only (each pass over a whole listing's HTML cost ~0.5 ms of CPU per page).
  const remotesScript = `<script nonce="${nonce}">window.__TILES_REMOTES__=${store.browserJson.replace(/</g, '\\u003c')}</script>`;
  const page = withNonces.replace(/<div id="?root"?><\/div>/, () =>
    view ? `<div id="root" data-hydrate>${MARK.root}</div>${MARK.data}${remotesScript}` : `<div id="root"></div>${remotesScript}`,
  );
  // A server-rendered page shows its content first and starts the app's code after it (see deferAppCode);
  // otherwise the hints go into the head so the app's code starts at once.
  const composed = view
    ? deferAppCode(
        page.replace('</head>', () => `<style nonce="${nonce}" data-ssr-css>${MARK.css}</style></head>`),
        hints,
        nonce,
      )
    : page.replace('</head>', () => `${hints.first}${hints.controls}</head>`);
  const hostname = new URL(store.origin).hostname;
  const localized = localizePage(composed, { hostname, pathname, search, settings: store.browser.settings, nonce });
  const html = view
    ? fillMarks(localized, {
        root: localizeView(view.root, hostname),
        css: view.css.replace(/<\/style/gi, '<\\/style'),
        data: `${localizeView(view.afterRoot, hostname)}<script nonce="${nonce}">window.__TILES_SSR__=${escapeJson(view.data)}</script>`,
      })
    : localized;
  const cache = posted
    ? CACHE.posted
    : owner.remote === 'mf_cart'
      ? CACHE.private
      : !options.ssr || view?.complete
        ? CACHE.public
        : CACHE.partial;
  return {
    status: posted ? (posted.rendered.status ?? 422) : (view?.status ?? 200),
    html,
    headers: { ...htmlSecurityHeaders(config, nonce), 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cache },
  };
}
