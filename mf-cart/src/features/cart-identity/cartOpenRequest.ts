import { getBus } from '@tiles/shared';

let pending = false;

/**
 * Asks the mini cart to open after an add, also when it is not live yet: an "Add to cart" clicked before any code
 * ran is added as soon as the cart's code arrives (add-to-cart/addFromForm.ts), possibly before the header's mini cart
 * has mounted, and a bus event nobody hears is gone. The mini cart takes the request when it hears it or when it
 * mounts.
 */
export function requestCartOpen(): void {
  pending = true;
  getBus().publish('cart:open-requested', { source: 'add-to-cart' });
}

/** Whether a request is waiting, without taking it: the mini cart's first render opens at once (taken on mount). */
export const cartOpenRequested = (): boolean => pending;

/** True once per request made before the mini cart heard it. */
export function takeCartOpenRequest(): boolean {
  const was = pending;
  pending = false;
  return was;
}
