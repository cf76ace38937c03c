import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { AddToCartProps, RemoteModuleId, SlotRenderers } from '../contracts/remotes';
import type { RuntimeSettings } from '../config/runtime';
import { readRenderScopeWith, type RenderScope } from '../config/renderScope';
import { RequestCache } from '../data/requestCache';
import { RequestCacheProvider } from '../data/requestCacheContext';
import { SlotPlaceholder } from '../federation/slotLayout';
import { languageFromHost } from '../i18n/locale';
import { loadAllMessages } from '../i18n/messages';
import type { PublicAnswers } from '../config/renderScope';
import { createPublicAnswerCache } from './publicAnswerCache';

/**
 * Server rendering for a remote's first-paint modules. Each such remote ships `dist/server/` (a Node bundle,
 * built beside its browser bundle) exporting `render(id, request)`; the shell's server calls it for the
 * header and the page, puts the HTML into their slots and the returned data into the page, and the browser
 * shows that HTML until the live modules take over (see federation/serverRendered.ts).
 */
export interface ServerRenderRequest {
  /** The page's absolute URL as the shopper asked for it (host decides the language). */
  url: string;
  /** The runtime settings, with API URLs the server itself can reach. */
  settings: RuntimeSettings;
  /**
   * How long (ms) a query's answer that is the same for every shopper may serve other requests' renders (0 or
   * absent: each render asks the API). The shell's server sets it (TILES_SSR_DATA_TTL_MS).
   */
  publicAnswersTtlMs?: number;
  /**
   * How long the shell's server waits for this render before leaving its slot to the browser (ms): a render whose
   * data is optional can stop waiting for it in time and render without it.
   */
  budgetMs?: number;
  /**
   * For a module a page shows many times (each card's "Add to cart"): every instance's props, in page order, all
   * rendered in one call; the result's `parts` holds their HTML in the same order.
   */
  instances?: readonly AddToCartProps[];
}

export interface ServerRenderResult {
  html: string;
  /** With `instances`: one HTML per instance, in their order. */
  parts?: string[];
  /** What the module's browser code needs to render the same HTML at once (goes into window.__TILES_SSR__). */
  data?: unknown;
  /** HTTP status for the page (404 for a path the store does not know). */
  status?: number;
}

export type ServerRenderer = (id: RemoteModuleId, request: ServerRenderRequest) => Promise<ServerRenderResult | null>;

/**
 * A form posted without scripts (a plain HTML form), handed by the shell's server to the module that owns it. The
 * fields are the urlencoded body's, first value per name; the owner reads the names it knows and ignores the rest.
 */
export interface ServerFormRequest extends ServerRenderRequest {
  fields: Readonly<Record<string, string>>;
  /** The shopper's address as the shell forwards it to the API (the pass-through's X-Forwarded-For). */
  forwardedFor?: string;
}

/**
 * The owner's answer: `redirect` (a path on this site, with the marker its page renders as the success message:
 * the shell answers 303, Post/Redirect/Get), or the module rendered again with the message and the typed values
 * (`status` 4xx/5xx), which the shell composes into the page as it does a GET's render.
 */
export type ServerFormResult =
  | { redirect: string }
  | (ServerRenderResult & {
      redirect?: undefined;
      /** The page to show it in (a footer form's: the page it was sent from); default: the path posted to. */
      at?: string;
    });

export type ServerFormSubmitter = (id: RemoteModuleId, request: ServerFormRequest) => Promise<ServerFormResult | null>;

/**
 * Other teams' modules inside a server render: the same sized, empty slots the browser shows first. A card's "Add to
 * cart" carries its props, so the shell's server can have the cart team render the button into it.
 */
export const serverSlotRenderers: SlotRenderers = {
  renderAddToCart: (props) => <SlotPlaceholder id="mf_cart/AddToCart" props={props} />,
  renderCallbackButton: () => <SlotPlaceholder id="mf_leads/CallbackButton" />,
  renderSearchBox: () => <SlotPlaceholder id="mf_search/SearchBox" />,
  renderCategorySlider: () => <SlotPlaceholder id="mf_header/CategorySlider" />,
};

/** One render's request: what it reads where browser code reads globals, and the cache its data goes into. */
export interface RenderRequest extends RenderScope {
  cache: RequestCache;
}

// The scope follows the render's own awaits (AsyncLocalStorage), so renders of different requests overlap freely;
// shared's currentLanguage(), getRuntimeSettings() and pageLocation() read it (config/renderScope.ts).
const scopes = new AsyncLocalStorage<RenderScope>();
readRenderScopeWith(() => scopes.getStore());

let publicAnswers: { ttlMs: number; cache: PublicAnswers } | null = null;

/** This bundle's public answers in this process, made again if the shell's server asks for another lifetime. */
function publicAnswersFor(ttlMs: number | undefined): PublicAnswers | undefined {
  if (!ttlMs || ttlMs <= 0) return undefined;
  if (publicAnswers?.ttlMs !== ttlMs) publicAnswers = { ttlMs, cache: createPublicAnswerCache(ttlMs) };
  return publicAnswers.cache;
}

/**
 * Runs one server render for `request`: the language, API and page URL the code reads are this request's, and
 * `work` gets a fresh cache for the render's data (loaded first, then rendered with `renderAt`), dropped with the
 * request.
 */
export function atRequest<T>(request: ServerRenderRequest, work: (render: RenderRequest) => Promise<T>): Promise<T> {
  const scope: RenderRequest = {
    url: new URL(request.url),
    settings: request.settings,
    cache: new RequestCache(),
    answers: publicAnswersFor(request.publicAnswersTtlMs),
    forwardedFor: 'forwardedFor' in request && typeof request.forwardedFor === 'string' ? request.forwardedFor : undefined,
  };
  // The page comes out in the request's language: this bundle's catalogues for it load before anything renders.
  const messages = loadAllMessages(languageFromHost(scope.url.hostname).code);
  return scopes.run(scope, () => messages.then(() => work(scope)));
}

/** The HTML of `element` at the request's URL, its components reading the request's cache. */
export function renderAt({ url, cache }: RenderRequest, element: ReactElement): string {
  return renderToString(
    <RequestCacheProvider cache={cache}>
      <StaticRouter location={url.pathname + url.search}>{element}</StaticRouter>
    </RequestCacheProvider>,
  );
}
