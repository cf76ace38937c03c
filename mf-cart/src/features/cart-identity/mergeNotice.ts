import { readText, removeKey, SESSION_KEYS, writeText } from '@tiles/shared';

/*
 * A guest who signs in with a cart finds its tiles in the account's cart (mergeCarts). The cart says so once: the
 * count waits in session storage (it survives a reload or the next page) until the mini cart or the cart page takes it.
 */
const KEY = SESSION_KEYS.cartMerged;

export function rememberMergedLines(count: number): void {
  if (Number.isInteger(count) && count > 0) writeText(KEY, String(count), 'session');
}

/** The merged lines not yet announced (then forgotten), or null. */
export function takeMergedLines(): number | null {
  const count = Number(readText(KEY, 'session'));
  removeKey(KEY, 'session');
  return Number.isInteger(count) && count > 0 ? count : null;
}
