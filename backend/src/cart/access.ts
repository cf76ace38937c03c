import type { StoreContext } from '../context';
import { authorizationError, CART_ID_MISSING, inputError, notFound } from '../errors';
import { currentCustomerId } from '../customer/session';
import { cartByMaskedId, type CartRow } from './repository';

/** Magento's GetCartForUser: the same checks, in the same order, with the same messages. */
export function getCartForUser(ctx: StoreContext, maskedId: string | null | undefined, customerId = currentCustomerId(ctx)): CartRow {
  if (!maskedId) throw inputError(CART_ID_MISSING);
  const cart = cartByMaskedId(ctx.db, maskedId);
  if (!cart) throw notFound(`Could not find a cart with ID "${maskedId}"`);
  if (!cart.is_active) throw notFound("The cart isn't active.");
  // A guest cart is open to anyone holding its id; a customer's cart only to that customer.
  if (cart.customer_id === null && customerId === null) return cart;
  if (cart.customer_id !== customerId) throw authorizationError(`The current user cannot perform operations on cart "${maskedId}"`);
  return cart;
}
