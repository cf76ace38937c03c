import { getBus, runOperation, unreadableAnswer, type GraphQLResult } from '@tiles/shared';
import { classifyFailure } from './cartErrors';
import { clearCartCookie, readCartCookie } from './cartCookie';
import { CART_QUERY, CREATE_EMPTY_CART, CUSTOMER_CART, MERGE_CARTS } from './cartIdentity.gql';
import { clearCartData, clearCartId, clearToken, readCartData, readCartId, readToken, writeCartData, writeCartId } from './tokenStore';
import { cartItems, type CartChangeReason, type CartData } from './types';

export interface CartContext {
  cartId: string;
  token: string | null;
}

/**
 * Changes this page made to the cart (an add, a removal…), counted: a load asked for before one of them answers with
 * the cart as it was, and must not put it back over the newer one (a tile removed as the page went live came back).
 */
let changesMade = 0;

/** Stores the cart for every view (and other tabs) and tells the page it changed. */
export function saveCart(cart: CartData, reason: CartChangeReason): void {
  if (reason !== 'loaded') changesMade++;
  writeCartData(cart);
  publishCart(cart, reason);
}

export function publishCart(cart: CartData | null, reason: CartChangeReason): void {
  getBus().publish('cart:changed', {
    cartId: cart?.id ?? null,
    itemCount: cartItems(cart).length,
    grandTotal: cart?.prices?.grand_total?.value ?? undefined,
    currency: cart?.prices?.grand_total?.currency ?? undefined,
    reason,
  });
}

/** Forgets the customer and their cart; the visitor carries on as a guest. */
export function becomeGuest(): void {
  clearToken();
  clearCartId();
  clearCartData();
  getBus().publish('customer:changed', { signedIn: false });
  publishCart(null, 'reset');
}

/** Drops a cart the server no longer knows, keeping the customer signed in. */
function forgetCart(): void {
  clearCartId();
  clearCartData();
}

let pendingId: Promise<GraphQLResult<string>> | null = null;

/** The stored cart id, else the customer's cart (signed in) or a new guest cart; one request at a time. */
export function ensureCartId(): Promise<GraphQLResult<string>> {
  const stored = readCartId();
  if (stored) return Promise.resolve({ data: stored });
  pendingId ??= obtainCartId().finally(() => {
    pendingId = null;
  });
  return pendingId;
}

/** 32 random letters and digits: a new guest cart's masked id, made by the client (about 190 bits, like Magento's own). */
export function newGuestCartId(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  // 248 = 4 × 62: bytes above it are dropped, so every character is equally likely.
  const chars: string[] = [];
  while (chars.length < 32)
    for (const byte of crypto.getRandomValues(new Uint8Array(48))) if (byte < 248 && chars.length < 32) chars.push(letters[byte % 62]);
  return chars.join('');
}

/**
 * A guest's first cart operation, made together with the cart (one round trip instead of two on a phone's link):
 * `operation` gets a new id and must create the cart with it. Meanwhile any other cart call waits for that id, as it
 * waits for ensureCartId's own request. Answers null when this does not apply (a stored cart, a signed-in shopper, a
 * cart already on its way) or the store refused it (the product, the id): the caller then goes the usual way
 * (withCart), which makes the cart on its own. A network failure is the answer itself: the usual way would only wait
 * as long again, twice.
 */
export async function inNewGuestCart<T>(operation: (cartId: string) => Promise<GraphQLResult<T>>): Promise<GraphQLResult<T> | null> {
  if (readCartId() || readToken() || pendingId) return null;
  const cartId = newGuestCartId();
  let outcome: GraphQLResult<T> | null = null;
  pendingId = operation(cartId)
    .then((res): Promise<GraphQLResult<string>> | GraphQLResult<string> => {
      outcome = res;
      if (!res.error) {
        writeCartId(cartId);
        return { data: cartId };
      }
      return res.error.network ? { error: res.error } : obtainCartId();
    })
    .finally(() => {
      pendingId = null;
    });
  await pendingId;
  const answer = outcome as GraphQLResult<T> | null;
  return answer && (!answer.error || answer.error.network) ? answer : null;
}

async function obtainCartId(): Promise<GraphQLResult<string>> {
  const token = readToken();
  if (token) {
    const res = await runOperation(CUSTOMER_CART, {}, { token });
    if (res.data) {
      writeCartId(res.data.customerCart.id);
      return { data: res.data.customerCart.id };
    }
    if (classifyFailure(res.error) !== 'auth') return res;
    becomeGuest();
  }
  const res = await runOperation(CREATE_EMPTY_CART);
  if (!res.data) return res;
  const id = res.data.createEmptyCart;
  if (!id) return unreadableAnswer();
  writeCartId(id);
  return { data: id };
}

/**
 * Runs a cart operation with the cart id and token; never throws. An auth failure drops the token
 * and cart id and retries once as a guest; a vanished or inactive cart gets a new cart and one retry.
 */
export async function withCart<T>(operation: (ctx: CartContext) => Promise<GraphQLResult<T>>): Promise<GraphQLResult<T>> {
  let outcome: GraphQLResult<T> | null = null;
  for (let attempt = 0; attempt < 2; attempt++) {
    const id = await ensureCartId();
    if (id.error) return { error: id.error };
    outcome = await operation({ cartId: id.data, token: readToken() });
    if (!outcome.error) return outcome;
    const kind = classifyFailure(outcome.error);
    if (kind === 'auth') becomeGuest();
    else if (kind === 'stale-cart') forgetCart();
    else return outcome;
  }
  return outcome as GraphQLResult<T>;
}

let pendingLoad: Promise<GraphQLResult<CartData | null>> | null = null;

/** Loads the stored cart (no cart is created just to look at it) and publishes it. */
export function loadCart(): Promise<GraphQLResult<CartData | null>> {
  pendingLoad ??= fetchCart().finally(() => {
    pendingLoad = null;
  });
  return pendingLoad;
}

/**
 * A signed-in shopper's "Add to cart" tapped before this code arrived (or without scripts) went to a guest cart the
 * store's server started, named by the cart cookie (the server does not know the customer; a signed-in shopper's own
 * cart is never in the cookie): that cart moves into the customer's (Magento's mergeCarts), then the cookie goes. A
 * failure that may pass (offline) keeps the cookie for the next load; a cart that is gone or not a guest's is dropped.
 */
async function mergeEarlyGuestCart(token: string): Promise<void> {
  const early = readCartCookie();
  if (!early) return;
  const destination = await ensureCartId();
  if (destination.error) return;
  if (destination.data !== early) {
    const merged = await runOperation(MERGE_CARTS, { source: early, destination: destination.data }, { token });
    if (merged.error && merged.error.network) return;
  }
  clearCartCookie();
}

async function fetchCart(): Promise<GraphQLResult<CartData | null>> {
  const token = readToken();
  if (token) await mergeEarlyGuestCart(token);
  if (!readCartId() && !readToken()) {
    publishCart(null, 'loaded');
    return { data: null };
  }
  const changesBefore = changesMade;
  const res = await withCart((ctx) => runOperation(CART_QUERY, { cartId: ctx.cartId }, { token: ctx.token }));
  // Changed while this load was on its way: the change's answer is the newer cart, already stored and published.
  if (changesMade !== changesBefore) return { data: readCartData() };
  if (res.error) {
    // Offline: keep showing what we last knew rather than an empty cart.
    publishCart(readCartData(), 'loaded');
    return res;
  }
  if (!res.data.cart) return unreadableAnswer();
  saveCart(res.data.cart, 'loaded');
  return { data: res.data.cart };
}
