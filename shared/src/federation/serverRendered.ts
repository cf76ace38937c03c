import type { RemoteModuleId } from '../contracts/remotes';

/**
 * The browser's side of the server-rendered first view. The shell's server puts each first-paint module's
 * HTML into its slot (`data-ssr="<module id>"`) and the data it was rendered from into
 * `window.__TILES_SSR__`. Before React mounts, the shell collects the HTML; each slot shows it until its
 * module is live, and each module primes its state from the data so its first render matches the HTML.
 * Both are handed out once: after in-app navigation, pages load as usual.
 */
declare global {
  interface Window {
    __TILES_SSR__?: Partial<Record<RemoteModuleId, unknown>>;
  }
}

const htmlBySlot = new Map<string, string>();

export function collectServerHtml(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-ssr]')) htmlBySlot.set(el.dataset.ssr ?? '', el.innerHTML);
}

export function takeServerHtml(id: RemoteModuleId): string | undefined {
  const html = htmlBySlot.get(id);
  htmlBySlot.delete(id);
  return html;
}

/** The data a module's server render used, if the server rendered it on this page load. */
export function takeServerData<T>(id: RemoteModuleId): T | undefined {
  if (typeof window === 'undefined' || !window.__TILES_SSR__) return undefined;
  const data = window.__TILES_SSR__[id] as T | undefined;
  delete window.__TILES_SSR__[id];
  return data;
}
