import type { RemoteModuleId } from '../contracts/remotes';
import { renderScope } from '../config/renderScope';

/**
 * The data of the server-rendered first view. The shell's server puts each first-paint module's HTML into its slot
 * (`data-ssr="<module id>"`, hydrated in place: hydration.ts) and the data it was rendered from into
 * `window.__TILES_SSR__`; each module primes its state from the data, so its first render is the server's HTML.
 * The data is handed out once: after in-app navigation, pages load as usual.
 */
declare global {
  interface Window {
    __TILES_SSR__?: Partial<Record<RemoteModuleId, unknown>>;
  }
}

/**
 * The data a module's server render used, if the server rendered it on this page load (in the server's render:
 * its loader's answer for this request). Read, not taken: React may
 * render a module more than once while it hydrates (a render that suspended starts again), and each of those renders
 * must draw the server's HTML. It is dropped when the shopper first moves to another page (hydration.ts).
 */
export function takeServerData<T>(id: RemoteModuleId): T | undefined {
  const scope = renderScope();
  if (scope) return scope.data?.[id] as T | undefined;
  if (typeof window === 'undefined' || !window.__TILES_SSR__) return undefined;
  return window.__TILES_SSR__[id] as T | undefined;
}

/** The first view's data is not for a later page. */
export function dropServerData(): void {
  if (typeof window !== 'undefined') delete window.__TILES_SSR__;
}
