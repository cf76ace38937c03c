/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { visit, withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { renderHook, waitFor } from '@testing-library/react';
import { writeToken } from '../../cart-identity/tokenStore';
import { skuToSave, useSaveAfterSignIn } from '../useSaveAfterSignIn';
import { signInToSaveUrl } from '../useSaveToWishlist';
import { forgetWishlist } from '../wishlistStore';

const backend = withBackendPage('/account');
jest.setTimeout(60_000);
beforeEach(forgetWishlist);

let seq = 0;
async function signIn(): Promise<string> {
  const res = await backend().graphql<{ generateCustomerToken: { token: string } }>(
    `mutation ($e: String!) {
      createCustomerV2(input: { firstname: "Asha", lastname: "Rao", email: $e, password: "Tiles@2024!" }) { customer { email } }
      generateCustomerToken(email: $e, password: "Tiles@2024!") { token }
    }`,
    { e: `after-${Date.now()}-${seq++}@example.com` },
  );
  const token = res.data!.generateCustomerToken.token;
  writeToken(token);
  return token;
}

async function storedSkus(token: string): Promise<string[]> {
  const res = await backend().graphql<{ customer: { wishlists: { items_v2: { items: { product: { sku: string } }[] } }[] } }>(
    '{ customer { wishlists { items_v2 { items { product { sku } } } } } }',
    {},
    { Authorization: `Bearer ${token}` },
  );
  return res.data!.customer.wishlists[0].items_v2.items.map((i) => i.product.sku);
}

describe('the tile a guest tapped, saved once signed in (useSaveAfterSignIn) against the real store', () => {
  it('reads the sku from the address a guest’s tap leads to', () => {
    expect(signInToSaveUrl('TL 1/2')).toBe('/account?save=TL%201%2F2');
    expect(skuToSave('?save=TL%201%2F2')).toBe('TL 1/2');
    expect(skuToSave('?save=')).toBeNull();
    expect(skuToSave('')).toBeNull();
  });

  it('saves it, says so with the tile’s name, and takes the parameter out of the address', async () => {
    const token = await signIn();
    visit(signInToSaveUrl('TL-1001'));
    const { result } = renderHook(() => useSaveAfterSignIn(window.location.search));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.saved).toBe(true);
    expect(result.current?.text).toMatch(/^.+ is saved to your wishlist\.$/);
    expect(result.current?.text).not.toContain('TL-1001');
    expect(window.location.search).toBe('');
    expect(await storedSkus(token)).toEqual(['TL-1001']);
  });

  it('an unknown sku in the address is refused with the store’s reason and stores nothing', async () => {
    const token = await signIn();
    visit('/account?save=NO-SUCH-TILE');
    const { result } = renderHook(() => useSaveAfterSignIn(window.location.search));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toEqual({
      saved: false,
      text: 'We could not save that tile to your wishlist: Could not find a product with SKU "NO-SUCH-TILE"',
    });
    expect(await storedSkus(token)).toEqual([]);
  });
});
