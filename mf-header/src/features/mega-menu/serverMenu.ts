import type { MenuQueryData } from './megaMenu.gql';

/**
 * The category tree this page load was server-rendered with (see ../../server/render.tsx and exposes/Header.tsx).
 * Kept apart from useMenuTree so the header's first chunk carries only this holder; the menu's chunk builds it.
 */
let fromServer: MenuQueryData | null = null;

export function setServerMenu(data: MenuQueryData): void {
  fromServer = data;
}

export const serverMenu = (): MenuQueryData | null => fromServer;

/** The server renders many pages in one process: one request's menu must not outlive its render. */
export function forgetServerMenu(): void {
  fromServer = null;
}
