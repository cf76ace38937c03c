import { runOperation, type ModuleLoader } from '@tiles/shared';
import { cartIdOfCookies } from '../cart-identity/cartCookie';
import { CART_QUERY } from '../cart-identity/cartIdentity.gql';

/**
 * The cart page's server data: the guest cart the shopper's cookie names (so "Add to cart" posted without scripts
 * answers with the cart showing the tile), read for this shopper only (never a shared answer; the cart's pages are
 * private). No cookie, or a cart the store no longer has: the browser draws the page from its own storage.
 */
export const loadCartPage: ModuleLoader = async ({ cookies }) => {
  const cartId = cartIdOfCookies(cookies);
  if (!cartId) return null;
  const res = await runOperation(CART_QUERY, { cartId }, { personal: true });
  return res.data?.cart ? { data: res.data.cart } : null;
};
