import type { RuntimeSettings } from './runtime';

/**
 * What browser code reads from globals (the page's URL for its language and origin, the runtime settings), as a
 * server render answers it for the request it is rendering. The server entry (server/serverRender.tsx) keeps one
 * scope per request (AsyncLocalStorage) and registers how to read it; in the browser nothing is registered and the
 * globals answer. No global is patched, so code outside a render sees the process as it is.
 */
export interface RenderScope {
  url: URL;
  settings: RuntimeSettings;
}

let readScope: (() => RenderScope | undefined) | null = null;

export function readRenderScopeWith(reader: () => RenderScope | undefined): void {
  readScope = reader;
}

export const renderScope = (): RenderScope | undefined => readScope?.();

/** The page's URL: the request's in a server render, `location` in the browser (undefined elsewhere). */
export function pageLocation(): Pick<URL, 'hostname' | 'origin' | 'pathname' | 'search'> | undefined {
  return renderScope()?.url ?? (typeof location === 'undefined' ? undefined : location);
}
