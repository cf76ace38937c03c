import { useSyncExternalStore } from 'react';
import type { RemoteModuleId } from '../contracts/remotes';
import { dropServerData } from './serverRendered';

/**
 * The server's first view, hydrated in place. The shell's server writes each server-rendered slot with a
 * Suspense boundary around the module's HTML (React's own, in the shell's one tree: ServerSlot.tsx) and the shell hydrates the whole
 * page with `hydrateRoot`; each slot suspends until its module's code is here, so React keeps the server's DOM as it
 * is (links, forms and the native menu keep working, what is typed stays in its field) and attaches the module to it
 * when the code arrives, slot by slot, the one the shopper touches first.
 *
 * Which slot instances the server rendered is read from the page once, before React starts (`markServerRendered`);
 * such a slot, mounted during the first view, is a hydrated slot (RemoteSlot). After the first in-app navigation
 * every slot mounts as a browser-rendered one.
 */
const rendered = new Set<string>();
let firstView = false;

const entry = (id: string, key?: string) => (key === undefined ? id : `${id}#${key}`);

/** Reads the slots the server rendered into `root` (their `data-ssr` and `data-ssr-key`); the first view starts. */
export function markServerRendered(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-ssr]')) rendered.add(entry(el.dataset.ssr ?? '', el.dataset.ssrKey));
  firstView = rendered.size > 0;
}

/** Whether a slot mounting now holds the server's HTML for this instance, to be hydrated rather than rendered. */
export const isServerRendered = (id: RemoteModuleId, key?: string): boolean => firstView && rendered.has(entry(id, key));

/** The shopper went to another page in the app: from now on slots render in the browser. */
export function endFirstView(): void {
  firstView = false;
  rendered.clear();
  dropServerData();
}

const never = () => () => undefined;

/**
 * False while React hydrates the server's HTML (and in a server render), true otherwise: a module whose live view
 * differs from what its server render drew (the cart's link becomes a button) draws the server's version for the
 * hydration and switches right after it, instead of making React throw the server's DOM away.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
