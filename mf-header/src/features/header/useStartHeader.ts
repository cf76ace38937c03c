import { useLoaderData, useRequestCache, type RequestCache } from '@tiles/shared';
import { preloadMegaMenu } from '../mega-menu/LazyMegaMenu';
import { setServerMenu } from '../mega-menu/serverMenu';

/** What the header's loader hands the browser (../mega-menu/menuLoader.ts). */
interface HeaderServerData {
  /** The menu bar's top entries (checked before use). */
  menu?: unknown;
}

const started = new WeakSet<RequestCache>();

/**
 * Called first in the header's render, once per page load (per request on the server): the menu's code (and, as each
 * catalogue's module runs, the page language's strings) loads in parallel with the header's first render, and a menu
 * the server rendered with goes into the cache, so the live header shows the same one.
 */
export function useStartHeader(): void {
  const fromServer = useLoaderData<HeaderServerData>();
  const cache = useRequestCache();
  if (started.has(cache)) return;
  started.add(cache);
  void preloadMegaMenu();
  if (fromServer?.menu) setServerMenu(cache, fromServer.menu);
}
