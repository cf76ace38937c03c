import type { RemoteModuleId } from '../contracts/remotes';

/**
 * The browser's side of the server-rendered first view. The shell's server puts each first-paint module's
 * HTML into its slot (`data-ssr="<module id>"`) and the data it was rendered from into
 * `window.__TILES_SSR__`. Before React mounts, the shell collects the HTML; each slot shows it until its
 * module is live, and each module primes its state from the data so its first render matches the HTML.
 * Both are handed out once (the HTML once a slot has shown it): after in-app navigation, pages load as usual.
 */
declare global {
  interface Window {
    __TILES_SSR__?: Partial<Record<RemoteModuleId, unknown>>;
  }
}

const htmlBySlot = new Map<string, string>();
/** A module shown many times on a page (each card's "Add to cart") has one HTML per instance (see slotInstances.ts). */
const entry = (id: string, key?: string) => (key === undefined ? id : `${id}#${key}`);

export function collectServerHtml(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-ssr]'))
    htmlBySlot.set(entry(el.dataset.ssr ?? '', el.dataset.ssrKey), el.innerHTML);
}

/**
 * The server's HTML for a module, for a slot's first render. Read, not taken: React may render a slot more than
 * once before it commits (an interrupted transition runs its state initialisers again), and each of those renders
 * must get the HTML. The slot hands it back with `forgetServerHtml` once it is on screen.
 */
export function serverHtmlOf(id: RemoteModuleId, key?: string): string | undefined {
  return htmlBySlot.get(entry(id, key));
}

/** Once a slot has shown the server's HTML: a later mount of the module (in-app navigation) starts as usual. */
export function forgetServerHtml(id: RemoteModuleId, key?: string): void {
  htmlBySlot.delete(entry(id, key));
}

/** The data a module's server render used, if the server rendered it on this page load. */
export function takeServerData<T>(id: RemoteModuleId): T | undefined {
  if (typeof window === 'undefined' || !window.__TILES_SSR__) return undefined;
  const data = window.__TILES_SSR__[id] as T | undefined;
  delete window.__TILES_SSR__[id];
  return data;
}
