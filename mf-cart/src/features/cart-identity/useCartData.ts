import { useSyncExternalStore } from 'react';
import { getBus } from '@tiles/shared';
import { installCrossTabSync } from './crossTab';
import { readCartData } from './tokenStore';
import type { CartData } from './types';

/** The stored cart as last read, kept while it reads the same (a snapshot React can compare). */
let last: { text: string; cart: CartData | null } = { text: 'null', cart: null };

function storedCart(): CartData | null {
  const cart = readCartData();
  const text = JSON.stringify(cart);
  if (text !== last.text) last = { text, cart };
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
  return useSyncExternalStore<CartData | null | undefined>(subscribe, storedCart, () => undefined);
}
