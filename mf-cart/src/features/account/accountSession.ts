import { runOperation, unreadableAnswer, type GraphQLResult } from '@tiles/shared';
import { cartAnswer } from '../cart-identity/cartMutation';
import { classifyFailure } from '../cart-identity/cartErrors';
import { CART_QUERY, CUSTOMER_CART, MERGE_CARTS } from '../cart-identity/cartIdentity.gql';
import { becomeGuest, saveCart } from '../cart-identity/cartSession';
import { loadCustomer, type CustomerName } from '../cart-identity/customerSession';
import { rememberMergedLines } from '../cart-identity/mergeNotice';
import { clearCartId, clearToken, readCartData, readCartId, readToken, writeCartId, writeToken } from '../cart-identity/tokenStore';
import { cartItems, type CartData } from '../cart-identity/types';
import { CREATE_CUSTOMER, GENERATE_TOKEN, REVOKE_TOKEN } from './account.gql';

export interface NewAccount {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

/** The customer's cart, with the guest cart merged into it when there was one. */
async function adoptCustomerCart(token: string, guestCartId: string | null): Promise<GraphQLResult<CartData>> {
  const mine = await runOperation(CUSTOMER_CART, {}, { token });
  if (mine.error) return mine;
  const destination = mine.data.customerCart.id;
  writeCartId(destination);
  if (guestCartId && guestCartId !== destination) {
    // The guest cart as this browser last saw it: its lines are what the cart announces as merged.
    const stored = readCartData();
    const guestLines = stored?.id === guestCartId ? cartItems(stored).length : 0;
    const merged = await runOperation(MERGE_CARTS, { source: guestCartId, destination }, { token });
    if (merged.data) {
      rememberMergedLines(guestLines);
      return cartAnswer({ cart: merged.data.mergeCarts });
    }
    // A guest cart that is gone or already ordered has nothing to merge; anything else is a real failure.
    if (classifyFailure(merged.error) !== 'stale-cart') return merged;
  }
  const cart = await runOperation(CART_QUERY, { cartId: destination }, { token });
  return cart.error ? cart : cartAnswer(cart.data);
}

export async function signIn(email: string, password: string): Promise<GraphQLResult<CustomerName | null>> {
  const res = await runOperation(GENERATE_TOKEN, { email, password });
  if (res.error) return res;
  const token = res.data.generateCustomerToken?.token;
  if (!token) return unreadableAnswer();
  const guestCartId = readToken() ? null : readCartId();
  writeToken(token);
  const cart = await adoptCustomerCart(token, guestCartId);
  if (cart.error) {
    // Stay the guest we were, with the guest cart, rather than half signed in.
    clearToken();
    if (guestCartId) writeCartId(guestCartId);
    else clearCartId();
    return cart;
  }
  saveCart(cart.data, 'merged');
  return { data: await loadCustomer() };
}

export async function createAccount(input: NewAccount): Promise<GraphQLResult<CustomerName | null>> {
  const res = await runOperation(CREATE_CUSTOMER, { input });
  if (res.error) return res;
  return signIn(input.email, input.password);
}

/** Signing out always works locally; the server is told when it can be reached. */
export async function signOut(): Promise<void> {
  const token = readToken();
  if (token) await runOperation(REVOKE_TOKEN, {}, { token });
  becomeGuest();
}
