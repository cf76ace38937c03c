import { COOKIE_KEYS, currentLanguage, failureText, PATHS, runOperation, type GraphQLResult, type ModuleAction } from '@tiles/shared';
import { classifyFailure } from '../cart-identity/cartErrors';
import { cartIdOfCookies } from '../cart-identity/cartCookie';
import { cartAnswer } from '../cart-identity/cartMutation';
import { newGuestCartId } from '../cart-identity/cartSession';
import type { CartData } from '../cart-identity/types';
import { readAddForm } from './readAddForm';
import { ADD_TO_CART_PATH } from './addToCartPath';
import { ADD_SIMPLE, ADD_TO_NEW_CART } from './addToCart.gql';
import { addToCartMessages } from './i18n/messages';

/** A refused add, drawn again by the product's "Add to cart" (and only that product's) on the page it was sent from. */
export interface AddRefusal {
  sku: string;
  text: string;
}

const SITE = 'http://site.invalid';
/** The page the form says it is on, read as a browser reads a Location; anything but a path on this site: the cart. */
function pageSentFrom(value: string | undefined): string {
  const url = value && value.length <= 2000 && value.startsWith('/') && URL.canParse(value, SITE) ? new URL(value, SITE) : null;
  return url?.origin === SITE ? url.pathname + url.search : PATHS.cart;
}

/** Adds to the cookie's cart; a cart the store no longer takes (gone, ordered, a customer's) is replaced by a new one. */
async function addToCookieCart(cartId: string | null, sku: string, quantity: number): Promise<GraphQLResult<CartData>> {
  if (cartId) {
    const res = await runOperation(ADD_SIMPLE, { cartId, sku, quantity });
    if (!res.error) return cartAnswer(res.data.addSimpleProductsToCart);
    if (!['stale-cart', 'auth'].includes(classifyFailure(res.error))) return res;
  }
  const res = await runOperation(ADD_TO_NEW_CART, { cartId: newGuestCartId(), sku, quantity });
  return res.error ? res : cartAnswer(res.data.addSimpleProductsToCart);
}

/**
 * "Add to cart" posted without scripts (or tapped before the cart's code arrived): the tile goes in the shopper's
 * cart (the cookie's, else a new one, whose id the answer sets) and the shopper sees the cart, as Magento's own form
 * does. Fields that are not our form's, a tile the store does not sell or has run out of: the page it was sent from
 * again, that product's button saying why (4xx), the cart as it was. Prices are MRP: the pincode's are the live page's.
 */
export const answerAddToCart: ModuleAction = async ({ url, fields, cookies }) => {
  if (url.pathname.replace(/\/+$/, '') !== ADD_TO_CART_PATH) return null;
  const back = pageSentFrom(fields.return);
  const asked = readAddForm(fields);
  if (!asked) {
    const t = await addToCartMessages.load(currentLanguage().code);
    const sku = typeof fields.sku === 'string' ? fields.sku.slice(0, 64) : '';
    const data: AddRefusal = { sku, text: t('badQuantity') };
    return { data, status: 422, at: back };
  }
  const cartId = cartIdOfCookies(cookies);
  const res = await addToCookieCart(cartId, asked.sku, asked.boxes);
  if (res.error) {
    const data: AddRefusal = { sku: asked.sku, text: failureText(res.error) };
    return { data, status: res.error.network ? 503 : 422, at: back };
  }
  const started: Record<string, string> = res.data.id === cartId ? {} : { [COOKIE_KEYS.cart]: res.data.id };
  return { redirect: PATHS.cart, cookies: started };
};
