import {
  runOperation,
  unreadableAnswer,
  type AnyDocument,
  type GraphQLResult,
  type ResultOf,
  type TypedDocument,
  type VariablesOf,
} from '@tiles/shared';
import { saveCart, withCart } from './cartSession';
import type { CartChangeReason, CartData } from './types';

/** A mutation answering `{ <field>: { cart { ...MfCartFields } } }` (any variables: `never` accepts every variables type). */
type CartMutation<F extends string> = TypedDocument<Record<F, { cart: CartData | null } | null>, never>;

/** The cart a mutation's payload carries; Magento's schema lets payload and cart be null. */
export const cartAnswer = async (payload: { cart: CartData | null } | null | undefined): Promise<GraphQLResult<CartData>> =>
  payload?.cart ? { data: payload.cart } : unreadableAnswer();

/**
 * Runs a mutation whose answer is `{ <field>: { cart } }` against the visitor's cart, then stores and
 * publishes the new cart. `variables` get the cart id added as `cartId`.
 */
export async function runCartMutation<F extends string, D extends CartMutation<F>>(
  document: D,
  field: F,
  variables: Omit<VariablesOf<D>, 'cartId'>,
  reason: CartChangeReason,
): Promise<GraphQLResult<CartData>> {
  const res = await withCart((ctx) => runOperation(document as AnyDocument, { ...variables, cartId: ctx.cartId }, { token: ctx.token }));
  if (res.error) return res;
  const cart = await cartAnswer((res.data as ResultOf<D>)[field]);
  if (cart.data) saveCart(cart.data, reason);
  return cart;
}
