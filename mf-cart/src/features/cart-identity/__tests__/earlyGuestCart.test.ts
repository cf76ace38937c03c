/** @jest-environment node */
// The working agreement: a jsdom page (its cookies) and the real backend over HTTP (test-only imports).
import { withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { loadCart } from '../cartSession';
import { readCartData, writeToken } from '../tokenStore';

// A signed-in shopper's "Add to cart" tapped before this code arrived lands in a guest cart the server started (its
// id in the cart cookie): the live code moves it into the customer's cart.
const backend = withBackendPage('/');
jest.setTimeout(60_000);

const cartCookie = () => /(?:^|;\s*)tiles_cart=([^;]*)/.exec(document.cookie)?.[1] ?? null;

async function customerToken(): Promise<string> {
  const email = `early-${Date.now()}@example.com`;
  await backend().graphql(
    `mutation ($e: String!) { createCustomerV2(input: { firstname: "Asha", lastname: "Rao", email: $e, password: "Tiles@2024!" }) { customer { email } } }`,
    { e: email },
  );
  const res = await backend().graphql<{ generateCustomerToken: { token: string } }>(
    'mutation ($e: String!) { generateCustomerToken(email: $e, password: "Tiles@2024!") { token } }',
    { e: email },
  );
  return res.data!.generateCustomerToken.token;
}

/** A guest cart with `sku` in it, as the server's "Add to cart" answer starts one. */
async function earlyGuestCart(sku: string): Promise<string> {
  const id = `E${Date.now()}`.padEnd(32, 'x');
  const res = await backend().graphql(
    'mutation ($uid: ID!, $id: String!, $sku: String!) { createGuestCart(input: { cart_uid: $uid }) { cart { id } } addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 2 } }] }) { cart { id } } }',
    { uid: id, id, sku },
  );
  expect(res.errors).toBeUndefined();
  return id;
}

it('a guest cart the cookie names while signed in is merged into the customer’s cart, and the cookie goes', async () => {
  writeToken(await customerToken());
  const guestCart = await earlyGuestCart('TL-1002');
  document.cookie = `tiles_cart=${guestCart}; path=/`;
  const loaded = await loadCart();
  expect(loaded.error).toBeUndefined();
  expect(loaded.data?.items?.map((i) => [i?.product.sku, i?.quantity])).toEqual([['TL-1002', 2]]);
  // The customer's own cart is kept, not the guest's (whose id any cart's random id may share a first letter with).
  expect(readCartData()?.id).not.toBe(guestCart);
  expect(cartCookie()).toBeNull();
  // Loaded again: nothing merged twice.
  expect((await loadCart()).data?.items).toHaveLength(1);
});

it('a forged or foreign cart id in the cookie changes nothing in the customer’s cart and is dropped', async () => {
  writeToken(await customerToken());
  document.cookie = `tiles_cart=${'Z'.repeat(32)}; path=/`;
  const loaded = await loadCart();
  expect(loaded.error).toBeUndefined();
  expect(loaded.data?.items ?? []).toHaveLength(0);
  expect(cartCookie()).toBeNull();
});
