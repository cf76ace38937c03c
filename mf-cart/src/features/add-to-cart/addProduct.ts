import { isSampleSku, presentItems, readPincodeCookie, runOperation, shopperText, type GraphQLResult } from '@tiles/shared';
import { cartAnswer } from '../cart-identity/cartMutation';
import { inNewGuestCart, saveCart, withCart, type CartContext } from '../cart-identity/cartSession';
import type { CartData } from '../cart-identity/types';
import { ADD_CUSTOM_PRICE, ADD_SIMPLE, ADD_TO_NEW_CART, PINCODE_PRICE } from './addToCart.gql';

/**
 * With a pincode in the cookie the line is added at the server's price for that pincode
 * (addSimpleProductsToCartCustomPrice); without one, at MRP (addSimpleProductsToCart). A sample costs the same at every
 * pincode, so it is always added at the server's price.
 */
async function addOnce(ctx: CartContext, sku: string, boxes: number): Promise<GraphQLResult<CartData>> {
  const auth = { token: ctx.token };
  const pincode = readPincodeCookie();
  if (!pincode || isSampleSku(sku)) {
    const res = await runOperation(ADD_SIMPLE, { cartId: ctx.cartId, sku, quantity: boxes }, auth);
    return res.error ? res : cartAnswer(res.data.addSimpleProductsToCart);
  }
  const price = await runOperation(PINCODE_PRICE, { sku, pincode }, auth);
  if (price.error) return price;
  const unit = presentItems(price.data.products?.items).find((p) => p.sku === sku)?.price_per_box_for_pincode;
  if (unit === undefined) {
    const missing = { message: `Could not find a product with SKU "${sku}"`, network: false };
    return { error: { ...missing, text: await shopperText(missing) } };
  }
  const items = unit === null ? [] : [{ data: { sku, quantity: boxes }, custom_price: unit }];
  const res = await runOperation(ADD_CUSTOM_PRICE, { cartId: ctx.cartId, pincode, items }, auth);
  if (res.error || unit !== null) return res.error ? res : cartAnswer(res.data.addSimpleProductsToCartCustomPrice);
  // The backend could not quote this pincode's price: the cart is now priced for the pincode, so add at the server's price.
  const plain = await runOperation(ADD_SIMPLE, { cartId: ctx.cartId, sku, quantity: boxes }, auth);
  return plain.error ? plain : cartAnswer(plain.data.addSimpleProductsToCart);
}

/** A guest's first add at MRP (or of a sample) creates the cart in the same request; with a pincode, the price is asked first anyway. */
function addToNewCart(sku: string, boxes: number): Promise<GraphQLResult<CartData> | null> {
  if (readPincodeCookie() && !isSampleSku(sku)) return Promise.resolve(null);
  return inNewGuestCart(async (cartId) => {
    const res = await runOperation(ADD_TO_NEW_CART, { cartId, sku, quantity: boxes });
    return res.error ? res : cartAnswer(res.data.addSimpleProductsToCart);
  });
}

/** Adds boxes of a product to the visitor's cart and publishes the change. */
export async function addProduct(sku: string, boxes: number): Promise<GraphQLResult<CartData>> {
  const res = (await addToNewCart(sku, boxes)) ?? (await withCart((ctx) => addOnce(ctx, sku, boxes)));
  if (res.data) saveCart(res.data, 'added');
  return res;
}
