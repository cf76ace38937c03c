import { getBus, LOCAL_KEYS, readText, useStoredValue } from '@tiles/shared';
import { installCrossTabSync } from './crossTab';
import { readCartData } from './tokenStore';
import type { CartData } from './types';

/** The stored cart as last read, kept while its stored text is the same (a snapshot React can compare, read cheaply). */
let last: { text: string | null; cart: CartData | null } = { text: null, cart: null };

function storedCart(): CartData | null {
  const text = readText(LOCAL_KEYS.cartData);
  if (text !== last.text) last = { text, cart: readCartData() };
  return last.cart;
}

function subscribe(onChange: () => void): () => void {
  installCrossTabSync();
  return getBus().subscribe('cart:changed', onChange);
}

/**
 * The cart as last stored; every cart-changed event (local or from another tab) re-reads local storage (spec §4).
 * `undefined` where the cart cannot be known: the server's render (a shopper's cart lives in their browser), and
 * the hydration of that HTML, which must draw what the server drew.
 */
export function useCartData(): CartData | null | undefined {
  return useStoredValue(subscribe, storedCart);
}
