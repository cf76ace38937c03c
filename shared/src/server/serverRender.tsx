import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { RemoteModuleId, SlotRenderers } from '../contracts/remotes';
import type { RuntimeSettings } from '../config/runtime';
import { SlotPlaceholder } from '../federation/slotLayout';
import { languageFromHost } from '../i18n/locale';
import { loadAllMessages } from '../i18n/messages';

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
}

export interface ServerRenderResult {
  html: string;
  /** What the module's browser code needs to render the same HTML at once (goes into window.__TILES_SSR__). */
  data?: unknown;
  /** HTTP status for the page (404 for a path the store does not know). */
  status?: number;
}

export type ServerRenderer = (id: RemoteModuleId, request: ServerRenderRequest) => Promise<ServerRenderResult | null>;

/** Other teams' modules inside a server render: the same sized, empty slots the browser shows first. */
export const serverSlotRenderers: SlotRenderers = {
  renderAddToCart: () => <SlotPlaceholder id="mf_cart/AddToCart" />,
  renderCallbackButton: () => <SlotPlaceholder id="mf_leads/CallbackButton" />,
  renderSearchBox: () => <SlotPlaceholder id="mf_search/SearchBox" />,
  renderCategorySlider: () => <SlotPlaceholder id="mf_header/CategorySlider" />,
};

/** What a render reads as globals, as the browser code it runs does: `location` and the runtime settings. */
interface RequestScope {
  location: URL;
  settings: RuntimeSettings;
}

const SCOPE_KEY = Symbol.for('tiles.server-request-scope');
const SETTINGS_KEY = Symbol.for('tiles.runtime-settings');
type Host = typeof globalThis & { [SCOPE_KEY]?: AsyncLocalStorage<RequestScope>; [SETTINGS_KEY]?: RuntimeSettings; location?: unknown };

/**
 * One request scope for the whole process, shared by every remote's server bundle (each bundles its own copy of
 * this file; the first one installs it). `location` and the settings become accessors that answer for the request
 * whose code is running, across its awaits, so renders of different requests can overlap; outside a render they
 * keep whatever the process itself set.
 */
function requestScope(): AsyncLocalStorage<RequestScope> {
  const host = globalThis as Host;
  const existing = host[SCOPE_KEY];
  if (existing) return existing;
  const scope = new AsyncLocalStorage<RequestScope>();
  const scoped = <K extends keyof RequestScope>(key: PropertyKey, field: K) => {
    let outside = (host as Record<PropertyKey, unknown>)[key];
    Object.defineProperty(host, key, {
      configurable: true,
      get: () => scope.getStore()?.[field] ?? outside,
      set: (value: unknown) => { outside = value; },
    });
  };
  scoped('location', 'location');
  scoped(SETTINGS_KEY, 'settings');
  host[SCOPE_KEY] = scope;
  return scope;
}

/**
 * Runs one server render "at" the request's URL: the browser code reads the language from `location` and the API
 * from the runtime settings, and here both answer for this request, even while other requests render.
 */
export function atRequest<T>(request: ServerRenderRequest, work: () => Promise<T>): Promise<T> {
  const location = new URL(request.url);
  // The page comes out in the request's language: this bundle's catalogues for it load before anything renders.
  const messages = loadAllMessages(languageFromHost(location.hostname).code);
  return requestScope().run({ location, settings: request.settings }, () => messages.then(work));
}

export function renderAt(url: string, element: ReactElement): string {
  const { pathname, search } = new URL(url);
  return renderToString(<StaticRouter location={pathname + search}>{element}</StaticRouter>);
}
