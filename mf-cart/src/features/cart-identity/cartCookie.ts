import Cookies from 'js-cookie';
import { COOKIE_KEYS } from '@tiles/shared';

/*
 * A guest's cart id also lives in a first-party cookie, so the store's server can add to the same cart: "Add to
 * cart" posted without scripts, or tapped before this code arrived. The cookie is the shopper's to forge, like the
 * stored id: a value that is not a guest cart's masked id (32 letters and digits, as newGuestCartId and Magento make
 * them) reads as no cart. A forged id of another shopper's cart is the same risk as a copied storage value (spec §6).
 */
const GUEST_CART_ID = /^[A-Za-z0-9]{32}$/;
/** A year, as the server writes it (shell/server/cookies.ts). */
const LIFETIME_DAYS = 365;

export const isGuestCartId = (value: unknown): value is string => typeof value === 'string' && GUEST_CART_ID.test(value);

/** The cart id in a request's cookies (the server's loaders and actions), or null. */
export function cartIdOfCookies(cookies: Readonly<Record<string, string>>): string | null {
  const value = cookies[COOKIE_KEYS.cart];
  return isGuestCartId(value) ? value : null;
}

/** The cookie's cart id in the browser, or null. */
export function readCartCookie(): string | null {
  try {
    const value = Cookies.get(COOKIE_KEYS.cart);
    return isGuestCartId(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeCartCookie(id: string): void {
  if (!isGuestCartId(id)) return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  Cookies.set(COOKIE_KEYS.cart, id, { expires: LIFETIME_DAYS, sameSite: 'Lax', path: '/', secure });
}

export const clearCartCookie = (): void => Cookies.remove(COOKIE_KEYS.cart, { path: '/' });
