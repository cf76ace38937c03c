import { runOperation, type GraphQLResult } from '@tiles/shared';
import { saveCart, withCart } from './cartSession';
import type { CartChangeReason, CartData } from './types';

/**
 * Runs a mutation whose answer is `{ <field>: { cart } }` against the visitor's cart, then stores and
 * publishes the new cart. `variables` get the cart id added as `cartId`.
 */
export async function runCartMutation(
  document: string,
  field: string,
  variables: Record<string, unknown>,
  reason: CartChangeReason,
): Promise<GraphQLResult<CartData>> {
  const res = await withCart((ctx) =>
    runOperation<Record<string, { cart: CartData }>>(document, { ...variables, cartId: ctx.cartId }, { token: ctx.token }));
  if (res.error) return res;
  const cart = res.data[field].cart;
  saveCart(cart, reason);
  return { data: cart };
}
