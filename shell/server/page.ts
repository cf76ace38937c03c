import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ReactElement } from 'react';
import type { ServerConfig, Store } from './config';
import { alternatesOf, headTags } from '@tiles/shared/src/head/pageHead';
import { Document, WORDS, withCss } from './Document';
import type { ServerOptions } from './options';
import { shareableSearch } from '@tiles/shared/src/paths';
import { pageOwner } from './pageOwner';
import { loadsFrom, nestedHandles, pageRoutesOf } from './moduleHandles';
import { preloadLinks, shellBuild } from './preload';
import { cssHrefs } from './usedCss';
import { renderView, DEFAULT_BUDGETS, type PostedAnswer, type ViewPage } from './render';
import { renderOnce } from './renderOnce';
import { recordPage, renderReport } from './metrics/pageMetrics';
import { countReleases } from './canary';
import { serverRemotesOf } from './remoteOverride';

/** `ssr`: the server renders the header and the page; `preload`: hints (off for the single-bundle bench baseline). */
export type PageOptions = Pick<ServerOptions, 'dir' | 'ssr' | 'preload'> & Partial<Pick<ServerOptions, 'budgets' | 'dataTtlMs'>>;

const CRITICAL_CSS = readFileSync(path.join(__dirname, '../public/critical.css'), 'utf8');
// Public pages hold nothing of one shopper (a CDN may keep them); one the server could not render in full only briefly,
// so the next copy is whole; the cart's pages are the shopper's; a form's answer holds what one shopper typed.
const CACHE = {
  public: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  partial: 'public, max-age=0, s-maxage=5',
  private: 'private, no-cache',
  posted: 'no-store',
};
/** The settings the server's own renders use: with the pass-through, the API's own origin (no hop through itself). */
export function renderSettings(config: ServerConfig, store: Store) {
  const { settings } = store.browser;
  const api = config.apiOrigin?.href.replace(/\/$/, '');
  return api ? { ...settings, graphqlUrl: `${api}/graphql`, restUrl: `${api}/rest`, searchUrl: `${api}/search` } : settings;
}

/**
 * The API's origins the browser calls (GraphQL, REST, search) where they are not the page's own (the search service's
 * own host, an API domain): the page opens a connection to each early, so the first call (suggestions typed before
 * the box is live, the cart) does not wait for a handshake.
 */
export function apiOriginsElsewhere(settings: { graphqlUrl: string; restUrl: string; searchUrl: string }, pageOrigin: string) {
  const origins = [settings.graphqlUrl, settings.restUrl, settings.searchUrl].map((u) => new URL(u, pageOrigin).origin);
  return [...new Set(origins)].filter((o) => o !== pageOrigin);
}

// The HTML answers' CSP, every origin from configuration (stores, API, the remotes whose scripts the federation runtime
// adds). Inline scripts and styles only with this answer's nonce; no eval. Style attributes stay allowed (React writes them
// for slot space and sized images; they cannot run code). 'self' is whatever name the browser asked. Own framing only.
export function contentSecurityPolicy(config: ServerConfig, nonce: string, candidateOrigin?: string): string {
  const { graphqlUrl, restUrl, searchUrl } = config.browser.settings;
  const stores = config.stores.map((s) => s.origin);
  const api = [graphqlUrl, restUrl, searchUrl].map((u) => new URL(u).origin);
  const origins = [...new Set([...stores, ...config.remoteOrigins, ...api, ...(candidateOrigin ? [candidateOrigin] : [])])].join(' ');
  const own = `'self' 'nonce-${nonce}' ${origins}`;
  return (
    `default-src 'self'; script-src ${own}; style-src ${own}; style-src-attr 'unsafe-inline'; ` +
    `img-src 'self' data: blob: ${[origins, ...config.mediaOrigins].join(' ')}; font-src 'self' data: ${origins}; ` +
    `connect-src 'self' ${origins}; media-src 'self' blob: data:; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; ` +
    `form-action 'self' ${stores.join(' ')}; frame-ancestors 'self'`
  );
}

/**
 * A page's HTML answer at the request's `pathname` (escapes kept) + `search`; `posted`: a script-less form's answer,
 * drawn in; `cookies`: the request's, for the modules' loaders.
 */
export async function pageAnswer(
  config: ServerConfig,
  options: PageOptions,
  store: Store,
  pathname: string,
  search: string,
  posted?: PostedAnswer,
  cookies: Readonly<Record<string, string>> = {},
) {
  const nonce = randomBytes(18).toString('base64');
  const shell = shellBuild(options.dir);
  const renderConfig = { ...options, remotes: serverRemotesOf(store), settings: renderSettings(config, store), cookies };
  const report = renderReport();
  const handling = nestedHandles(renderConfig.remotes);
  const routing = pageRoutesOf(renderConfig.remotes, store.language);
  const noHints = { first: [], controls: [] };
  // The remotes' handles, the route table and the page's hints are found while the loaders run.
  const framing = Promise.all([
    handling,
    routing,
    options.preload
      ? Promise.all([handling, routing]).then(([handles, routes]) =>
          preloadLinks(store.browser.remotes, pageOwner(routes, pathname).id, shell.first, handles, store.browser.integrity),
        )
      : noHints,
  ]);
  const words = WORDS[store.language];
  const place = { origin: store.origin, alternates: alternatesOf(store.browser.settings, pathname + shareableSearch(pathname, search)) };
  // The document around the App, in the same render: the page's own module's head, else the shell's words (a page not
  // found is not indexed either way).
  const documentOf = async (page: ViewPage | null, app?: ReactElement) => {
    const [handles, routes, hints] = await framing;
    const status = posted ? (posted.answer.status ?? 422) : (page?.status ?? 200);
    const head = page?.head ?? { title: words.documentTitle, description: words.documentDescription, noindex: status === 404 };
    // The rendered modules' CSS the app starts with; a module that loads at idle inserts its own then, not on the first view's link.
    const firstCss = page?.cssFiles.filter((f) => handles.get(f.module)?.loads !== 'idle') ?? [];
    const view = page && {
      data: page.data,
      complete: page.complete,
      cssFiles: cssHrefs(firstCss, store.browser.remotes),
      beforeCode: page.beforeCode,
    };
    const remotes = { ...store.browser, loads: loadsFrom(handles), routes };
    const connect = apiOriginsElsewhere(store.browser.settings, store.origin);
    const props = { language: store.language, nonce, criticalCss: CRITICAL_CSS, entry: shell.entry, hints, remotes, view, connect };
    return createElement(Document, { ...props, head: headTags(head, place) }, app);
  };
  const frame = { nonce, around: (app: ReactElement, page: ViewPage) => documentOf(page, app) };
  const view = options.ssr || posted ? await renderView(renderConfig, store.origin + pathname + search, posted, report, frame) : null;
  if (view?.redirect) return redirectAnswer(store, view.redirect, view.status);
  const routes = (await framing)[1];
  const { timing, shown, failed } = recordPage(report, pageOwner(routes, pathname).id ?? 'other', view?.rendered ?? [], view?.html ?? '');
  if (!store.override) countReleases(config, store.browser.remotes, shown, failed); // a tester's page is not a shopper's
  const status = posted ? (posted.answer.status ?? 422) : (view?.status ?? 200);
  const budgetMs = (options.budgets ?? DEFAULT_BUDGETS).renderMs;
  const html = view ? withCss(view.html, view.css) : await renderOnce(await documentOf(null), budgetMs, nonce, () => undefined);
  const whole = !options.ssr || view?.complete;
  // A module's own word (its handle) that the page is one shopper's; while a candidate is tried, a page's remotes
  // depend on the shopper's cohort cookie: no shared copy either way.
  const personal = view?.personal || config.canaries.length > 0;
  const cache = posted || store.override ? CACHE.posted : personal ? CACHE.private : whole ? CACHE.public : CACHE.partial;
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy(config, nonce, store.override?.origin),
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Visual search's camera and voice search's microphone, for the page itself only; nothing else.
    'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cache,
    'Server-Timing': timing,
  };
  return { status, html, headers };
}

/** A moved page: its status (301/302) and its new path on this store's own origin; a target elsewhere is not followed. */
function redirectAnswer(store: Store, to: string, asked: number) {
  const target = new URL(to, `${store.origin}/`);
  const location = target.origin === store.origin ? target.href : `${store.origin}/`;
  const status = asked === 301 ? 301 : 302;
  return { status, html: '', headers: { Location: location, 'Cache-Control': status === 301 ? CACHE.public : CACHE.partial } };
}
