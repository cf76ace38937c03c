import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RuntimeSettings } from '@tiles/shared/src/config/runtime';
import type { ServerConfig, Store } from './config';
import { Document } from './Document';
import { pageOwner } from './pageOwner';
import { preloadLinks } from './preload';
import { renderView, type PostedAnswer, type RenderBudgets } from './render';
import { htmlSecurityHeaders, newNonce } from './securityHeaders';

export interface PageOptions {
  /** The shell's built files (entry-files.json names the app's own). */
  dir: string;
  /** Server-render the header and the page (TILES_SSR=0: the browser renders everything). */
  ssr: boolean;
  /** Preload hints for the first-paint modules (off for the single-bundle bench baseline). */
  preload: boolean;
  /** Server-render budgets (default: render.tsx's DEFAULT_BUDGETS). */
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

const CRITICAL_CSS = readFileSync(path.join(__dirname, '../public/critical.css'), 'utf8');

/** The app's own files from the shell's build, re-read when a rebuild changed them (checked at most once a second). */
let entry: { at: number; dir: string; files: string[] } | null = null;
function entryFiles(dir: string): string[] {
  if (entry?.dir === dir && Date.now() - entry.at < 1000) return entry.files;
  let files: string[] = entry?.dir === dir ? entry.files : [];
  try {
    files = (JSON.parse(readFileSync(path.join(dir, 'entry-files.json'), 'utf8')) as string[]).map((f) => `/${f}`);
  } catch {
    /* not built yet: the page says what it can */
  }
  entry = { at: Date.now(), dir, files };
  return files;
}

/** The settings the server's own renders use: with the pass-through, the API's own origin (no hop through itself). */
export function renderSettings(config: ServerConfig, store: Store): RuntimeSettings {
  const { settings } = store.browser;
  if (!config.apiOrigin) return settings;
  const api = config.apiOrigin.href.replace(/\/$/, '');
  return { ...settings, graphqlUrl: `${api}/graphql`, restUrl: `${api}/rest`, searchUrl: `${api}/search` };
}

/** The same path and query on each language's subdomain of the configured base domain. */
export function alternateLinks(settings: { protocol?: string; baseDomain?: string }, pathAndQuery: string) {
  const protocol = String(settings.protocol ?? 'http').replace(/:?$/, ':');
  const base = String(settings.baseDomain ?? 'localhost')
    .replace(/^(en|hi|ta)\./i, '')
    .replace(/\/+$/, '');
  const href = (sub: string) => `${protocol}//${sub ? `${sub}.` : ''}${base}${pathAndQuery}`;
  return [
    { hreflang: 'en', href: href('') },
    { hreflang: 'hi', href: href('hi') },
    { hreflang: 'ta', href: href('ta') },
    { hreflang: 'x-default', href: href('') },
  ];
}

export interface PageAnswer {
  status: number;
  html: string;
  headers: Record<string, string>;
}

/**
 * The HTML answer for a page of `store` at `pathname` + `search` (the request's path, escapes kept, and query only);
 * with `posted`, the answer to a form sent without scripts: the page drawn with that module's answer (its message,
 * the typed values), with its status.
 */
export async function pageAnswer(
  config: ServerConfig,
  options: PageOptions,
  store: Store,
  pathname: string,
  search: string,
  posted?: PostedAnswer,
): Promise<PageAnswer> {
  const nonce = newNonce();
  const remotes = store.browser.remotes;
  const owner = pageOwner(pathname);
  const [hints, view] = await Promise.all([
    options.preload ? preloadLinks(remotes, pathname, options.dir) : { first: [], controls: [] },
    options.ssr || posted
      ? renderView(
          { remotes, settings: renderSettings(config, store), budgets: options.budgets, dataTtlMs: options.dataTtlMs },
          store.origin + pathname + search,
          posted,
        )
      : null,
  ]);
  const document = createElement(Document, {
    language: store.language,
    nonce,
    alternates: alternateLinks(store.browser.settings, pathname + search),
    criticalCss: CRITICAL_CSS,
    entry: entryFiles(options.dir),
    hints,
    remotes: store.browser,
    view,
  });
  const html = `<!doctype html>${renderToStaticMarkup(document)}`;
  const cache = posted
    ? CACHE.posted
    : owner.remote === 'mf_cart'
      ? CACHE.private
      : !options.ssr || view?.complete
        ? CACHE.public
        : CACHE.partial;
  return {
    status: posted ? (posted.answer.status ?? 422) : (view?.status ?? 200),
    html,
    headers: { ...htmlSecurityHeaders(config, nonce), 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cache },
  };
}
