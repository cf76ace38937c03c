import { startTransition, useEffect, useState } from 'react';
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

/** True from the page's start until the shopper goes to another page: slots mounting now may be hydrating. */
let firstView = false;

export function markServerRendered(root: ParentNode): void {
  firstView = true;
  for (const el of root.querySelectorAll<HTMLElement>('[data-ssr]'))
    rendered.set(entry(el.dataset.ssr ?? '', el.dataset.ssrKey), el.innerHTML);
}

/** A slot mounting during the first view whose HTML the server rendered hydrates it (and keeps a copy). */
export const serverHtmlOf = (id: RemoteModuleId, key?: string): string | undefined => rendered.get(entry(id, key));

/** The shopper went to another page in the app: slots render in the browser, and the first view's data is dropped. */
export function endFirstView(): void {
  rendered.clear();
  firstView = false;
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

/**
 * False while React hydrates (and on the server), true after: a slot can draw the server's view for the hydration.
 * During the first view it turns true in a transition after the mount, not through a store whose server and browser
 * values differ: React re-renders such a store's readers in its synchronous lane, which never yields, and a slot
 * whose module mounts in that render mounts it in one long task. Later pages render in the browser: true at once.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !firstView);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
