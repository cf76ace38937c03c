import { useState } from 'react';
import { useBusEvent } from '@tiles/shared';
import { installCrossTabSync } from './crossTab';
import { readCartData } from './tokenStore';
import type { CartData } from './types';

/** The cart as last stored; every cart-changed event (local or from another tab) re-reads local storage (spec §4). */
export function useCartData(): CartData | null {
  installCrossTabSync();
  const [cart, setCart] = useState<CartData | null>(readCartData);
  useBusEvent('cart:changed', () => setCart(readCartData()));
  return cart;
}
