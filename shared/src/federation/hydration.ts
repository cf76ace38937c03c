import { useSyncExternalStore } from 'react';
import type { RemoteModuleId } from '../contracts/remotes';
import { renderScope } from '../config/renderScope';

declare global {
  interface Window {
    /** Each server-rendered module's data, written by the shell's server beside its HTML. */
    __TILES_SSR__?: Partial<Record<RemoteModuleId, unknown>>;
  }
}

/** The slot instances the server rendered (`data-ssr`, `data-ssr-key`): mounted during the first view, they hydrate. */
const rendered = new Set<string>();
const entry = (id: string, key?: string) => (key === undefined ? id : `${id}#${key}`);

export function markServerRendered(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-ssr]')) rendered.add(entry(el.dataset.ssr ?? '', el.dataset.ssrKey));
}

export const isServerRendered = (id: RemoteModuleId, key?: string): boolean => rendered.has(entry(id, key));

/** The shopper went to another page in the app: slots render in the browser, and the first view's data is dropped. */
export function endFirstView(): void {
  rendered.clear();
  if (typeof window !== 'undefined') delete window.__TILES_SSR__;
}

/**
 * The data a module's server render used (on the server: its loader's answer), so its first render in the browser
 * draws the same HTML. Read, not taken: a hydrating render may run more than once.
 */
export function takeServerData<T>(id: RemoteModuleId): T | undefined {
  const scope = renderScope();
  return (scope ? scope.data?.[id] : typeof window === 'undefined' ? undefined : window.__TILES_SSR__?.[id]) as T | undefined;
}

/**
 * False while React hydrates (and on the server), true after: a slot whose live view differs from the server's draws
 * the server's for the hydration and switches right after, instead of making React throw the server's DOM away.
 */
const never = () => () => undefined;
const [yes, no] = [() => true, () => false];
export const useHydrated = (): boolean => useSyncExternalStore(never, yes, no);
