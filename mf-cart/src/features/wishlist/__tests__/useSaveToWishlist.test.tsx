/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { act, renderHook, waitFor } from '@testing-library/react';
import { getBus } from '@tiles/shared';
import { writeToken } from '../../cart-identity/tokenStore';
import { consumedPayloads } from '@tiles/shared/src/testing/contracts';
import consumes from '../../../contracts/consumes.json';
import { useSaveToWishlist } from '../useSaveToWishlist';
import { forgetWishlist, removeFromWishlist, saveToWishlist } from '../wishlistStore';

const backend = withBackendPage('/tiles/wooden-tiles');
jest.setTimeout(60_000);
beforeEach(forgetWishlist);

const PASSWORD = 'Tiles@2024!';
let seq = 0;

/** A new customer, signed in on this page as the account page signs in; returns the token. */
async function signedInCustomer(): Promise<string> {
  const email = `wish-${Date.now()}-${seq++}@example.com`;
  await backend().graphql(
    `mutation ($e: String!, $p: String!) { createCustomerV2(input: { firstname: "Asha", lastname: "Rao", email: $e, password: $p }) { customer { email } } }`,
    { e: email, p: PASSWORD },
  );
  const res = await backend().graphql<{ generateCustomerToken: { token: string } }>(
    'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: email, p: PASSWORD },
  );
  const token = res.data!.generateCustomerToken.token;
  writeToken(token);
  return token;
}

/** The skus in the customer's wishlist as the store keeps it. */
async function storedSkus(token: string): Promise<string[]> {
  const res = await backend().graphql<{ customer: { wishlists: { items_v2: { items: { product: { sku: string } }[] } }[] } }>(
    '{ customer { wishlists { items_v2 { items { product { sku } } } } } }',
    {},
    { Authorization: `Bearer ${token}` },
  );
  return res.data!.customer.wishlists[0].items_v2.items.map((i) => i.product.sku);
}

/** Counts the wishlist queries the page sends (every button on a page shares one). */
function countWishlistQueries() {
  const sent = { count: 0 };
  const real = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (typeof init?.body === 'string' && init.body.includes('MfCartWishlist(')) sent.count += 1;
    if (typeof init?.body === 'string' && init.body.includes('"operationName":"MfCartWishlist"')) sent.count += 1;
    return real(input, init);
  });
  return sent;
}
afterEach(() => jest.restoreAllMocks());

describe('the heart beside "Add to cart" (useSaveToWishlist) against the real store', () => {
  it('a guest’s tap asks nothing of the store and goes to sign in with the tile remembered', async () => {
    const sent = countWishlistQueries();
    const goTo = jest.fn();
    const { result } = renderHook(() => useSaveToWishlist('TL-1001', 'Quartz', goTo));
    await act(() => result.current.handleToggle());
    expect(goTo).toHaveBeenCalledWith('/account?save=TL-1001');
    expect(result.current.saved).toBe(false);
    expect(sent.count).toBe(0);
  });

  it('saves and removes on the server; every button on the page follows from one wishlist query', async () => {
    const token = await signedInCustomer();
    const sent = countWishlistQueries();
    const first = renderHook(() => useSaveToWishlist('TL-1001', 'Quartz', jest.fn()));
    const twin = renderHook(() => useSaveToWishlist('TL-1001', 'Quartz', jest.fn()));
    const other = renderHook(() => useSaveToWishlist('TL-1016', 'Other', jest.fn()));
    await waitFor(() => expect(sent.count).toBe(1));

    await act(() => first.result.current.handleToggle());
    expect(first.result.current.status).toBe('Saved Quartz to your wishlist.');
    expect(first.result.current.saved).toBe(true);
    expect(twin.result.current.saved).toBe(true);
    expect(other.result.current.saved).toBe(false);
    expect(await storedSkus(token)).toEqual(['TL-1001']);

    await act(() => twin.result.current.handleToggle());
    expect(twin.result.current.status).toBe('Removed Quartz from your wishlist.');
    expect(first.result.current.saved).toBe(false);
    expect(await storedSkus(token)).toEqual([]);
    expect(sent.count).toBe(1);
  });

  it('shows a tile saved on another device, and reads the new customer’s list after a sign-in', async () => {
    const token = await signedInCustomer();
    await backend().graphql(
      'mutation { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: "TL-1016", quantity: 1 }]) { user_errors { message } } }',
      {},
      {
        Authorization: `Bearer ${token}`,
      },
    );
    const { result } = renderHook(() => useSaveToWishlist('TL-1016', 'Other', jest.fn()));
    await waitFor(() => expect(result.current.saved).toBe(true));

    await signedInCustomer();
    act(() => consumedPayloads(consumes, 'customer:changed').forEach((change) => getBus().publish('customer:changed', change)));
    await waitFor(() => expect(result.current.saved).toBe(false));
  });

  it('an unknown sku is refused with Magento’s message and nothing is stored', async () => {
    const token = await signedInCustomer();
    const res = await saveToWishlist('NO-SUCH-TILE');
    expect(res.error?.message).toBe('Could not find a product with SKU "NO-SUCH-TILE"');
    const { result } = renderHook(() => useSaveToWishlist('NO-SUCH-TILE', 'Nothing', jest.fn()));
    await act(() => result.current.handleToggle());
    expect(result.current.error).toBe('We could not save Nothing to your wishlist. Try again.');
    expect(result.current.saved).toBe(false);
    expect(await storedSkus(token)).toEqual([]);
  });

  it('removing twice (the second from a page that had not seen the first) ends removed, without an error', async () => {
    const token = await signedInCustomer();
    expect((await saveToWishlist('TL-1001')).error).toBeUndefined();
    // Another device removes it; this page still believes it saved.
    const item = await backend().graphql<{ customer: { wishlists: { items_v2: { items: { id: string }[] } }[] } }>(
      '{ customer { wishlists { items_v2 { items { id } } } } }',
      {},
      { Authorization: `Bearer ${token}` },
    );
    const id = item.data!.customer.wishlists[0].items_v2.items[0].id;
    await backend().graphql(
      `mutation { removeProductsFromWishlist(wishlistId: "0", wishlistItemsIds: ["${id}"]) { user_errors { message } } }`,
      {},
      {
        Authorization: `Bearer ${token}`,
      },
    );
    const res = await removeFromWishlist('TL-1001');
    expect(res.error).toBeUndefined();
    expect(res.data?.items.has('TL-1001')).toBe(false);
    expect((await removeFromWishlist('TL-1001')).error).toBeUndefined();
    expect(await storedSkus(token)).toEqual([]);
  });
});
