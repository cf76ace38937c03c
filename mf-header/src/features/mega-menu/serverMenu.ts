import { cacheSpace, type RequestCache } from '@tiles/shared';
import type { MenuEntry } from './menuTree';

/** A top entry as the server rendered it: enough for the menu bar; the submenus' groups come with the full tree. */
export type MenuTop = Omit<MenuEntry, 'groups'>;

/**
 * The top entries this page was server-rendered with, in the render's cache (shared RequestCache: the request's
 * on the server, the page's in the browser; see ../../server/render.tsx and exposes/Header.tsx). Only these
 * travel in the page: the whole tree would add ~3 KB gzip to every page's HTML, past the first round trip on a
 * slow link. Kept apart from useMenuTree so the header's first chunk carries only this holder.
 */
const MENU_BAR = cacheSpace<MenuTop[]>('mf_header:menu-bar');

const isTop = (value: unknown): value is MenuTop => {
  const t = value as Partial<MenuTop> | null;
  return typeof t === 'object' && t !== null && [t.key, t.name, t.href, t.path].every((f) => typeof f === 'string');
};

/** Keeps `tops` when it is a list of well-formed top entries; anything else is no server menu. */
export function setServerMenu(cache: RequestCache, tops: unknown): void {
  if (Array.isArray(tops) && tops.length > 0 && tops.every(isTop)) cache.prime(MENU_BAR, '', tops);
}

export const serverMenu = (cache: RequestCache): MenuTop[] | null => cache.peek(MENU_BAR, '') ?? null;
