import type { RuntimeSettings } from './runtime';

/**
 * Answers that are the same for every shopper (a listing, a product, the menu in one store view), shared by the
 * server renders of one process for a short time. Only the interface is here (the GraphQL client reads it from
 * the render's scope); the implementation is server-only (server/requestScope.ts), so no browser bundle
 * carries it. In the browser the page's RequestCache is the only cache.
 */
export interface PublicAnswers {
  /**
   * The answer for `key`: a kept one younger than the cache's lifetime, the call already on its way for the same
   * key (many shoppers opening one page at once cost one call), or `load()` now. An answer `keep` turns down (a
   * failure) is handed to its callers and not kept.
   */
  answer<T>(key: string, load: () => Promise<T>, keep: (answer: T) => boolean): Promise<T>;
}

/**
 * What browser code reads from globals (the page's URL for its language and origin, the runtime settings), as a
 * server render answers it for the request it is rendering. The server entry (server/serverRender.tsx) keeps one
 * scope per request (AsyncLocalStorage) and registers how to read it; in the browser nothing is registered and the
 * globals answer. No global is patched, so code outside a render sees the process as it is.
 */
export interface RenderScope {
  url: URL;
  settings: RuntimeSettings;
  /** Server renders only: the process's answers that are the same for every shopper (none: every call goes out). */
  answers?: PublicAnswers;
  /**
   * Server form posts only: the shopper's address as the shell forwards it (X-Forwarded-For), so the store's
   * per-client limits count the shopper, not the shell's server.
   */
  forwardedFor?: string;
  /** Server renders only: each rendered module's data from its loader (what the browser gets as __TILES_SSR__). */
  data?: Readonly<Record<string, unknown>>;
}

let readScope: (() => RenderScope | undefined) | null = null;

export function readRenderScopeWith(reader: () => RenderScope | undefined): void {
  readScope = reader;
}

export const renderScope = (): RenderScope | undefined => readScope?.();

/** True while the server renders a request: what it draws must come from what it hands the browser (loader data). */
export const inServerRender = (): boolean => renderScope() !== undefined;

/** The page's URL: the request's in a server render, `location` in the browser (undefined elsewhere). */
export function pageLocation(): Pick<URL, 'hostname' | 'origin' | 'pathname' | 'search'> | undefined {
  return renderScope()?.url ?? (typeof location === 'undefined' ? undefined : location);
}
