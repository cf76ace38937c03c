import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { LOCAL_KEYS, readJson, readText, removeKey, writeJson, writeText } from '@tiles/shared';
import { clearCartCookie, readCartCookie, writeCartCookie } from './cartCookie';
import { takeSignInCookie } from './signInCookie';
import { isCartData, type CartData } from './types';

/*
 * The token is kept encrypted (spec §6) so a casual look at localStorage or a copied storage dump
 * does not hand over a usable bearer token. The passphrase ships in the bundle: this is obfuscation
 * against casual reading, not a secret — the token's real protection is its short lifetime on the server.
 */
const PASSPHRASE = 'tiles-storefront:customer-token';
const TOKEN = /^[A-Za-z0-9._~+/=-]{8,4096}$/;
const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A token the server handed over (the sign-in form posted without scripts) becomes this browser's sign-in, as a live
 * sign-in's does: the server already merged the guest cart into the customer's and cleared the cart cookie, so the
 * stored guest cart is forgotten (the customer's is fetched on the next cart call).
 */
function adoptHandedToken(): void {
  if (typeof document === 'undefined') return;
  const handed = takeSignInCookie();
  if (!handed) return;
  writeToken(handed);
  removeKey(LOCAL_KEYS.cartId);
  clearCartData();
}

export function readToken(): string | null {
  adoptHandedToken();
  const stored = readText(LOCAL_KEYS.userToken);
  if (!stored) return null;
  try {
    const plain = AES.decrypt(stored, PASSPHRASE).toString(Utf8);
    // It becomes an Authorization header: anything but a token's characters reads as signed out, not as a throw.
    return TOKEN.test(plain) ? plain : null;
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  writeText(LOCAL_KEYS.userToken, AES.encrypt(token, PASSPHRASE).toString());
}

export const clearToken = (): void => removeKey(LOCAL_KEYS.userToken);

/**
 * The cart id. A guest's is the cookie's when it holds one (the store's server starts or changes a guest's cart for
 * a form posted without scripts: the cookie is the newer word), kept in storage too; a stored guest id the cookie
 * lacks is written to it. A signed-in shopper's is the stored one. An id of any other shape reads as no cart (the
 * next add starts one), never as a request that cannot succeed.
 */
export function readCartId(): string | null {
  const stored = readText(LOCAL_KEYS.cartId);
  const id = stored && CART_ID.test(stored) ? stored : null;
  if (readToken()) return id;
  const shared = readCartCookie();
  if (!shared) {
    if (id) writeCartCookie(id);
    return id;
  }
  if (shared !== id) {
    writeText(LOCAL_KEYS.cartId, shared);
    if (readCartData()?.id !== shared) clearCartData();
  }
  return shared;
}
/** Stores the cart id; a guest's goes in the cookie too, a signed-in shopper's never (the server cannot use it without the token). */
export function writeCartId(id: string): void {
  writeText(LOCAL_KEYS.cartId, id);
  if (readToken()) clearCartCookie();
  else writeCartCookie(id);
}
export function clearCartId(): void {
  removeKey(LOCAL_KEYS.cartId);
  clearCartCookie();
}

export const readCartData = (): CartData | null => readJson(LOCAL_KEYS.cartData, isCartData);
export const writeCartData = (cart: CartData): void => writeJson(LOCAL_KEYS.cartData, cart);
export const clearCartData = (): void => removeKey(LOCAL_KEYS.cartData);
