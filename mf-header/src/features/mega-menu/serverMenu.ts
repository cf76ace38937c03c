import type { MenuEntry } from './menuTree';

/** A top entry as the server rendered it: enough for the menu bar; the submenus' groups come with the full tree. */
export type MenuTop = Omit<MenuEntry, 'groups'>;

/**
 * The top entries this page load was server-rendered with (see ../../server/render.tsx and exposes/Header.tsx).
 * Only these travel in the page: the whole tree would add ~3 KB gzip to every page's HTML, past the first round
 * trip on a slow link. Kept apart from useMenuTree so the header's first chunk carries only this holder.
 */
let fromServer: MenuTop[] | null = null;

const isTop = (value: unknown): value is MenuTop => {
  const t = value as Partial<MenuTop> | null;
  return typeof t === 'object' && t !== null && [t.key, t.name, t.href, t.path].every((f) => typeof f === 'string');
};

/** Keeps `tops` when it is a list of well-formed top entries; anything else is no server menu. */
export function setServerMenu(tops: unknown): void {
  fromServer = Array.isArray(tops) && tops.length > 0 && tops.every(isTop) ? tops : null;
}

export const serverMenu = (): MenuTop[] | null => fromServer;

/** The server renders many pages in one process: one request's menu must not outlive its render. */
export function forgetServerMenu(): void {
  fromServer = null;
}
