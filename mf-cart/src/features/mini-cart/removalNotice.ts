import { readText, removeKey, SESSION_KEYS, writeText } from '@tiles/shared';

/*
 * On /checkout/cart and /checkout a removal reloads the page (spec §4); the notice and the open
 * panel must survive that reload, so they ride along in session storage for one page load.
 */
const KEY = SESSION_KEYS.cartNotice;

export const keepNoticeForReload = (notice: string): void => writeText(KEY, notice, 'session');

export function takeNoticeAfterReload(): string | null {
  const notice = readText(KEY, 'session');
  if (notice) removeKey(KEY, 'session');
  return notice;
}
