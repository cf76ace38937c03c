import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ServerConfig, Store } from './config';
import { Document } from './Document';
import type { ServerOptions } from './options';
import { pageOwner } from './pageOwner';
import { preloadLinks, shellBuild } from './preload';
import { renderView, type PostedAnswer } from './render';

/** `ssr`: the server renders the header and the page; `preload`: hints (off for the single-bundle bench baseline). */
export type PageOptions = Pick<ServerOptions, 'dir' | 'ssr' | 'preload'> & Partial<Pick<ServerOptions, 'budgets' | 'dataTtlMs'>>;

/**
 * Public pages hold nothing of one shopper: a CDN may keep them a minute and serve a stale copy while it asks again.
 * The cart's pages are not for a CDN; one the server could not render (a remote slow or down) is kept briefly, so the
 * next copy is the full one; a form's answer holds what one shopper typed.
 */
const CACHE = {
  public: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  partial: 'public, max-age=0, s-maxage=5',
  private: 'private, no-cache',
  posted: 'no-store',
};

const CRITICAL_CSS = readFileSync(path.join(__dirname, '../public/critical.css'), 'utf8');

/** The settings the server's own renders use: with the pass-through, the API's own origin (no hop through itself). */
export function renderSettings(config: ServerConfig, store: Store) {
  const { settings } = store.browser;
  const api = config.apiOrigin?.href.replace(/\/$/, '');
  return api ? { ...settings, graphqlUrl: `${api}/graphql`, restUrl: `${api}/rest`, searchUrl: `${api}/search` } : settings;
}

/** The same path and query on each language's store (English is also x-default). */
export function alternateLinks(stores: Pick<Store, 'language' | 'origin'>[], pathAndQuery: string) {
  const links: { hreflang: string; href: string }[] = stores.map((s) => ({ hreflang: s.language, href: s.origin + pathAndQuery }));
  return [...links, { hreflang: 'x-default', href: links[0].href }];
}

/**
 * The Content-Security-Policy of an HTML answer, every origin in it from configuration: the stores, the remotes (the
 * federation runtime adds their scripts by URL), the API. Inline scripts and styles only with this answer's nonce; no
 * eval. Style *attributes* stay allowed: React writes `style="…"` for reserved slot space and sized images (an
 * attribute cannot run code). 'self' is whatever name the browser asked. Framing by the store's own pages only.
 */
export function contentSecurityPolicy(config: ServerConfig, nonce: string): string {
  const { graphqlUrl, restUrl, searchUrl } = config.browser.settings;
  const stores = config.stores.map((s) => s.origin);
  const api = [graphqlUrl, restUrl, searchUrl].map((u) => new URL(u).origin);
  const origins = [...new Set([...stores, ...config.remoteOrigins, ...api])].join(' ');
  const own = `'self' 'nonce-${nonce}' ${origins}`;
  return (
    `default-src 'self'; script-src ${own}; style-src ${own}; style-src-attr 'unsafe-inline'; ` +
    `img-src 'self' data: blob: ${[origins, ...config.mediaOrigins].join(' ')}; font-src 'self' data: ${origins}; ` +
    `connect-src 'self' ${origins}; media-src 'self' blob: data:; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; ` +
    `form-action 'self' ${stores.join(' ')}; frame-ancestors 'self'`
  );
}

/**
 * The HTML answer (pages and their 404s) for a page of `store` at `pathname` + `search` (the request's path, escapes
 * kept, and query only); with `posted`, the answer to a form sent without scripts: the page drawn with that module's
 * answer (its message, the typed values), with its status.
 */
export async function pageAnswer(
  config: ServerConfig,
  options: PageOptions,
  store: Store,
  pathname: string,
  search: string,
  posted?: PostedAnswer,
) {
  // Only the inline scripts and styles this answer's server wrote carry its nonce.
  const nonce = randomBytes(18).toString('base64');
  const remotes = store.browser.remotes;
  const { budgets, dataTtlMs } = options;
  const [hints, view] = await Promise.all([
    options.preload ? preloadLinks(remotes, pathname, options.dir) : { first: [], controls: [] },
    options.ssr || posted
      ? renderView({ remotes, settings: renderSettings(config, store), budgets, dataTtlMs }, store.origin + pathname + search, posted)
      : null,
  ]);
  const alternates = alternateLinks(config.stores, pathname + search);
  const props = { language: store.language, nonce, alternates, criticalCss: CRITICAL_CSS, entry: shellBuild(options.dir).entry, hints };
  const html = `<!doctype html>${renderToStaticMarkup(createElement(Document, { ...props, remotes: store.browser, view }))}`;
  const whole = !options.ssr || view?.complete;
  const cache = posted ? CACHE.posted : pageOwner(pathname).remote === 'mf_cart' ? CACHE.private : whole ? CACHE.public : CACHE.partial;
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy(config, nonce),
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Visual search's camera and voice search's microphone, for the page itself only; nothing else.
    'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cache,
  };
  return { status: posted ? (posted.answer.status ?? 422) : (view?.status ?? 200), html, headers };
}
