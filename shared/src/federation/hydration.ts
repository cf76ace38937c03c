import { useSyncExternalStore } from 'react';
import type { RemoteModuleId } from '../contracts/remotes';
import { renderScope } from '../config/renderScope';

declare global {
  interface Window {
    /** Each server-rendered module's data, written by the shell's server beside its HTML. */
    __TILES_SSR__?: Partial<Record<RemoteModuleId, unknown>>;
  }
}

/** The HTML of each slot instance the server rendered (`data-ssr`, `data-ssr-key`), read before React starts. */
const rendered = new Map<string, string>();
const entry = (id: string, key?: string) => (key === undefined ? id : `${id}#${key}`);

export function markServerRendered(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-ssr]'))
    rendered.set(entry(el.dataset.ssr ?? '', el.dataset.ssrKey), el.innerHTML);
}

/** A slot mounting during the first view whose HTML the server rendered hydrates it (and keeps a copy). */
export const serverHtmlOf = (id: RemoteModuleId, key?: string): string | undefined => rendered.get(entry(id, key));

/** The shopper went to another page in the app: slots render in the browser, and the first view's data is dropped. */
export function endFirstView(): void {
  rendered.clear();
  if (typeof window !== 'undefined') delete window.__TILES_SSR__;
}

/**
 * The data of a module's server render (the request's on the server, the page's in the browser until the first view
 * ends), which its slot provides (useLoaderData), so the browser's first render draws the same HTML.
 */
export function firstViewDataOf(id: RemoteModuleId): unknown {
  const scope = renderScope();
  return scope ? scope.data?.[id] : typeof window === 'undefined' ? undefined : window.__TILES_SSR__?.[id];
}

const [never, yes, no] = [() => () => undefined, () => true, () => false];
/** False while React hydrates (and on the server), true after: a slot can draw the server's view for the hydration. */
export const useHydrated = (): boolean => useSyncExternalStore(never, yes, no);
