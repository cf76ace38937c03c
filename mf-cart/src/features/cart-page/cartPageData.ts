import type { CartData } from '../cart-identity/types';

/** The store's answer to a row's form posted without scripts, said on the cart page it shows next. */
export interface CartNotice {
  kind: 'ok' | 'error';
  text: string;
  /** The row it is about, and what the shopper had typed there (a refused quantity is shown again, not lost). */
  uid?: string;
  typed?: string;
}

/** What the server draws the cart page with: the cookie's cart (none: the shopper has none the store knows) and a notice. */
export interface CartPageData {
  cart: CartData | null;
  notice: CartNotice | null;
}
