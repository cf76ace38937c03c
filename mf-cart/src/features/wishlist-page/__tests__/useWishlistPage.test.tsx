/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { act, renderHook, waitFor } from '@testing-library/react';
import { writeToken } from '../../cart-identity/tokenStore';
import { forgetWishlist } from '../../wishlist/wishlistStore';
import { useWishlistPage } from '../useWishlistPage';

const backend = withBackendPage('/wishlist');
jest.setTimeout(60_000);
beforeEach(forgetWishlist);

let seq = 0;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A signed-in customer whose wishlist holds `skus` (saved through the store's API, as another device would). */
async function customerWith(skus: string[]): Promise<string> {
  const res = await backend().graphql<{ generateCustomerToken: { token: string } }>(
    `mutation ($e: String!) {
      createCustomerV2(input: { firstname: "Asha", lastname: "Rao", email: $e, password: "Tiles@2024!" }) { customer { email } }
      generateCustomerToken(email: $e, password: "Tiles@2024!") { token }
    }`,
    { e: `page-${Date.now()}-${seq++}@example.com` },
  );
  const token = res.data!.generateCustomerToken.token;
  for (const sku of skus)
    await backend().graphql(
      'mutation ($s: String!) { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: $s, quantity: 1 }]) { user_errors { message } } }',
      { s: sku },
      auth(token),
    );
  writeToken(token);
  return token;
}

async function storedSkus(token: string): Promise<string[]> {
  const res = await backend().graphql<{ customer: { wishlists: { items_v2: { items: { product: { sku: string } }[] } }[] } }>(
    '{ customer { wishlists { items_v2 { items { product { sku } } } } } }',
    {},
    auth(token),
  );
  return res.data!.customer.wishlists[0].items_v2.items.map((i) => i.product.sku);
}

describe('the /wishlist page (useWishlistPage) against the real store', () => {
  it('a guest is asked to sign in, and nothing is asked of the store', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const { result } = renderHook(() => useWishlistPage());
    await waitFor(() => expect(result.current.guest).toBe(true));
    expect(result.current.tiles).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('lists a wishlist longer than one page of 50 whole (the store is read page by page)', async () => {
    const skus = Array.from({ length: 55 }, (_, i) => `TL-${1001 + i}`);
    const token = await customerWith([]);
    await backend().graphql(
      'mutation ($items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { user_errors { message } } }',
      { items: skus.map((sku) => ({ sku, quantity: 1 })) },
      auth(token),
    );
    const { result } = renderHook(() => useWishlistPage());
    await waitFor(() => expect(result.current.tiles).toHaveLength(55));
    expect(new Set(result.current.tiles!.map((t) => t.sku))).toEqual(new Set(skus));
  });

  it('an empty wishlist reads as empty', async () => {
    await customerWith([]);
    const { result } = renderHook(() => useWishlistPage());
    await waitFor(() => expect(result.current.tiles).toEqual([]));
    expect(result.current.guest).toBe(false);
  });

  it('lists the saved tiles with name, picture, price and box size; "Remove" takes one off, on the server too', async () => {
    const token = await customerWith(['TL-1001', 'TL-1016']);
    const { result } = renderHook(() => useWishlistPage());
    await waitFor(() => expect(result.current.tiles).toHaveLength(2));
    const first = result.current.tiles!.find((t) => t.sku === 'TL-1001')!;
    expect(first.name.length).toBeGreaterThan(0);
    expect(first.urlKey).toBeTruthy();
    expect(first.imageUrl).toBeTruthy();
    expect(first.sqftPerBox).toBeGreaterThan(0);
    expect(first.pricePerBox).toBeGreaterThan(0);

    await act(() => result.current.handleRemove(first));
    expect(result.current.tiles!.map((t) => t.sku)).toEqual(['TL-1016']);
    expect(result.current.error).toBeNull();
    expect(await storedSkus(token)).toEqual(['TL-1016']);
  });

  it('removing a tile another device already removed ends with it gone and no error', async () => {
    const token = await customerWith(['TL-1001']);
    const { result } = renderHook(() => useWishlistPage());
    await waitFor(() => expect(result.current.tiles).toHaveLength(1));
    const [tile] = result.current.tiles!;
    await act(() => result.current.handleRemove(tile));
    await act(() => result.current.handleRemove(tile));
    expect(result.current.error).toBeNull();
    expect(result.current.tiles).toEqual([]);
    expect(await storedSkus(token)).toEqual([]);
  });
});
