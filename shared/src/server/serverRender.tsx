import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { RemoteModuleId, SlotRenderers } from '../contracts/remotes';
import { setRuntimeSettings, type RuntimeSettings } from '../config/runtime';
import { SlotPlaceholder } from '../federation/slotLayout';

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

/**
 * Runs one server render "at" the request's URL: the browser code reads the language from `location` and
 * the API from the runtime settings. The shell's server runs one render at a time, so these globals are
 * never shared between two requests. A render that outlived its budget (the server has moved on to the next
 * one) leaves `location` alone: it only restores what it set itself.
 */
export async function atRequest<T>(request: ServerRenderRequest, work: () => Promise<T>): Promise<T> {
  const host = globalThis as { location?: unknown };
  const before = host.location;
  const mine = new URL(request.url);
  host.location = mine;
  setRuntimeSettings(request.settings);
  try {
    return await work();
  } finally {
    if (host.location === mine) host.location = before;
  }
}

export function renderAt(url: string, element: ReactElement): string {
  const { pathname, search } = new URL(url);
  return renderToString(<StaticRouter location={pathname + search}>{element}</StaticRouter>);
}
