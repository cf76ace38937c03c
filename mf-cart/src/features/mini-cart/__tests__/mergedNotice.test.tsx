/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { act, renderHook, waitFor } from '@testing-library/react';
import { getBus, SESSION_KEYS } from '@tiles/shared';
import { addProduct } from '../../add-to-cart/addProduct';
import { signIn } from '../../account/accountSession';
import { useMiniCart } from '../useMiniCart';

const backend = withBackendPage('/account');
jest.setTimeout(60_000);

let seq = 0;
/** An account (its own cart with one tile when asked), signed out: the browser is still a guest. */
async function account(withTile: boolean): Promise<string> {
  const email = `merge-${Date.now()}-${seq++}@example.com`;
  const res = await backend().graphql<{ generateCustomerToken: { token: string } }>(
    `mutation ($e: String!) {
      createCustomerV2(input: { firstname: "Asha", lastname: "Rao", email: $e, password: "Tiles@2024!" }) { customer { email } }
      generateCustomerToken(email: $e, password: "Tiles@2024!") { token }
    }`,
    { e: email },
  );
  if (withTile) {
    const token = res.data!.generateCustomerToken.token;
    const cart = await backend().graphql<{ customerCart: { id: string } }>(
      '{ customerCart { id } }',
      {},
      { Authorization: `Bearer ${token}` },
    );
    await backend().graphql(
      'mutation ($id: String!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: "TL-1016", quantity: 3 } }] }) { cart { id } } }',
      { id: cart.data!.customerCart.id },
      { Authorization: `Bearer ${token}` },
    );
  }
  return email;
}

describe('the merged-cart banner', () => {
  it('a guest with two tiles signs in: the mini cart opens and says the 2 items were added, once', async () => {
    const email = await account(true);
    await addProduct('TL-1001', 2);
    await addProduct('TL-1001-SAMPLE', 1);
    const { result, unmount } = renderHook(() => useMiniCart());
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.isOpen).toBe(false);
    await act(async () => void (await signIn(email, 'Tiles@2024!')));
    await waitFor(() => expect(result.current.notice).toBe('We added the 2 items from your earlier visit to your cart.'));
    expect(result.current.isOpen).toBe(true);
    expect(result.current.items.map((i) => i.product.sku).sort()).toEqual(['TL-1001', 'TL-1001-SAMPLE', 'TL-1016']);
    // Said once: the next page's mini cart has nothing to say.
    unmount();
    const next = renderHook(() => useMiniCart());
    await waitFor(() => expect(next.result.current.items).toHaveLength(3));
    expect(next.result.current.notice).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.cartMerged)).toBeNull();
  });

  it('is carried to the next page when no mini cart was live at sign-in', async () => {
    const email = await account(false);
    await addProduct('TL-1001', 1);
    await signIn(email, 'Tiles@2024!');
    const { result } = renderHook(() => useMiniCart());
    await waitFor(() => expect(result.current.notice).toBe('We added the item from your earlier visit to your cart.'));
    expect(result.current.isOpen).toBe(true);
  });

  it('says nothing when the guest had no cart, or signs in again already signed in', async () => {
    const email = await account(true);
    const { result } = renderHook(() => useMiniCart());
    await act(async () => void (await signIn(email, 'Tiles@2024!')));
    await waitFor(() => expect(getBus().last('cart:changed')?.reason).toBe('merged'));
    expect(result.current.notice).toBeNull();
    expect(result.current.isOpen).toBe(false);
  });
});
