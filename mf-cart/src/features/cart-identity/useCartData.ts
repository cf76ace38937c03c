import { useSyncExternalStore } from 'react';
import { getBus, LOCAL_KEYS, readText, useHydrated } from '@tiles/shared';
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

/** In the browser the hydration reads the stored cart too: a store whose server value differs is re-rendered in React's synchronous lane. */
const storedCartInBrowser = (): CartData | null => (typeof window === 'undefined' ? null : storedCart());

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
  const cart = useSyncExternalStore<CartData | null>(subscribe, storedCart, storedCartInBrowser);
  // Shown once hydrated, in a transition (useHydrated): a synchronous re-render would mount the cart in one long task.
  return useHydrated() ? cart : undefined;
}
