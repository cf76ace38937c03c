import { currentLanguage, PATHS, runOperation, type ModuleLoader } from '@tiles/shared';
import { cartIdOfCookies } from '../cart-identity/cartCookie';
import { CART_QUERY } from '../cart-identity/cartIdentity.gql';
import { cartItems, type CartData } from '../cart-identity/types';
import { cartFormAt, DONE_PARAMS } from './form-answers/formAt';
import type { CartNotice, CartPageData } from './cartPageData';
import { cartFormMessages } from './form-answers/i18n/messages';
import { cartPageMessages } from './i18n/messages';

/** What a row's form posted without scripts did, from the marker its redirect carries (cartFormServer); else none. */
async function doneNotice(search: URLSearchParams, cart: CartData): Promise<CartNotice | null> {
  const updated = search.get(DONE_PARAMS.updated);
  const item = updated ? cartItems(cart).find((i) => i.uid === updated) : undefined;
  if (!item && search.get(DONE_PARAMS.removed) !== '1') return null;
  const language = currentLanguage().code;
  if (!item) return { kind: 'ok', text: (await cartFormMessages.load(language))('removedOne') };
  const t = await cartPageMessages.load(language);
  return { kind: 'ok', text: t('quantityUpdated', { name: item.product.name, quantity: item.quantity }), uid: item.uid };
}

/**
 * The cart page's server data: the guest cart the shopper's cookie names (so "Add to cart" posted without scripts
 * answers with the cart showing the tile), read for this shopper only (never a shared answer; the cart's pages are
 * private). No cookie, or a cart the store no longer has: the browser draws the page from its own storage. The rows'
 * form paths opened as pages (a GET changes nothing) go to the cart, as Magento's do.
 */
export const loadCartPage: ModuleLoader = async ({ url, cookies }) => {
  if (cartFormAt(url.pathname)) return { redirect: PATHS.cart, status: 302 };
  const cartId = cartIdOfCookies(cookies);
  if (!cartId) return null;
  const res = await runOperation(CART_QUERY, { cartId }, { personal: true });
  if (!res.data?.cart) return null;
  const data: CartPageData = { cart: res.data.cart, notice: await doneNotice(url.searchParams, res.data.cart) };
  return { data };
};
