/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { reloadsRequested, visit, withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createBus, getBus, SESSION_KEYS } from '@tiles/shared';
import { addProduct } from '../../add-to-cart/addProduct';
import { cartOpenRequested, requestCartOpen } from '../../cart-identity/cartOpenRequest';
import { readCartId, writeToken } from '../../cart-identity/tokenStore';
import { consumedPayloads } from '@tiles/shared/src/testing/contracts';
import consumes from '../../../contracts/consumes.json';
import { useMiniCart } from '../useMiniCart';

const backend = withBackendPage('/tiles');
jest.setTimeout(60_000);

/** The mini cart once its own first load (the cart, then the customer) has answered. */
async function mountMiniCart() {
  let loaded = false;
  const stop = getBus().subscribe('cart:changed', ({ reason }) => (loaded ||= reason === 'loaded'));
  const view = renderHook(() => useMiniCart());
  await waitFor(() => {
    expect(loaded).toBe(true);
    expect(getBus().last('customer:changed')).toBeDefined();
  });
  stop();
  return view;
}

describe('the mini cart (useMiniCart) against the real store', () => {
  it('opens when another team asks, shows the lines, and closes on Escape', async () => {
    await addProduct('TL-1001', 2);
    const { result } = await mountMiniCart();
    expect(result.current.isOpen).toBe(false);
    expect(result.current.items.map((i) => i.product.sku)).toEqual(['TL-1001']);
    for (const request of consumedPayloads(consumes, 'cart:open-requested')) {
      act(() => getBus().publish('cart:open-requested', request));
      expect(result.current.isOpen).toBe(true);
      act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
      expect(result.current.isOpen).toBe(false);
    }
    act(() => result.current.handleToggle());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.handleClose());
    expect(result.current.isOpen).toBe(false);
  });

  it('an add that asked it to open before it was live opens it as it mounts, once', async () => {
    await addProduct('TL-1001', 1);
    requestCartOpen();
    const { result } = await mountMiniCart();
    expect(result.current.items.map((i) => i.product.sku)).toEqual(['TL-1001']);
    expect(result.current.isOpen).toBe(true);
    // The request was taken on mount: the next mini cart (another page) starts closed.
    expect(cartOpenRequested()).toBe(false);
  });

  it('a new visitor has an empty cart and is a guest', async () => {
    const { result } = await mountMiniCart();
    expect(result.current.items).toEqual([]);
    expect(getBus().last('customer:changed')).toEqual({ signedIn: false });
  });

  it('a signed-in customer is announced by first name; an expired token makes the visitor a guest', async () => {
    const email = `mini-${Date.now()}@example.com`;
    await backend().graphql(
      `mutation { createCustomerV2(input: { firstname: "Meera", lastname: "Iyer", email: "${email}", password: "Tiles@2024!" }) { customer { email } } }`,
    );
    const token = await backend().graphql<{ generateCustomerToken: { token: string } }>(
      `mutation { generateCustomerToken(email: "${email}", password: "Tiles@2024!") { token } }`,
    );
    writeToken(token.data!.generateCustomerToken.token);
    const signedIn = await mountMiniCart();
    await waitFor(() => expect(getBus().last('customer:changed')).toEqual({ signedIn: true, firstname: 'Meera' }));
    signedIn.unmount();
    (globalThis as Record<symbol, unknown>)[Symbol.for('tiles.event-bus')] = createBus();
    writeToken('expired-or-revoked');
    await mountMiniCart();
    await waitFor(() => expect(getBus().last('customer:changed')).toEqual({ signedIn: false }));
  });

  it('removing a line says so, keeps the panel open and the cart count follows', async () => {
    await addProduct('TL-1001', 1);
    await addProduct('TL-1016', 1);
    const { result } = await mountMiniCart();
    const first = result.current.items.find((i) => i.product.sku === 'TL-1001')!;
    await act(() => result.current.handleRemove(first));
    expect(result.current.isOpen).toBe(true);
    expect(result.current.notice).toBe(`${first.product.name} was removed from your cart.`);
    expect(result.current.items.map((i) => i.product.sku)).toEqual(['TL-1016']);
    expect(getBus().last('cart:changed')).toMatchObject({ itemCount: 1, reason: 'removed' });
  });

  it('a line already gone from the store (removed in another tab) is reported, not silently dropped', async () => {
    await addProduct('TL-1001', 1);
    const { result } = await mountMiniCart();
    const line = result.current.items[0];
    await backend().graphql(
      `mutation { removeItemFromCart(input: { cart_id: "${readCartId()}", cart_item_uid: "${line.uid}" }) { cart { id } } }`,
    );
    await act(() => result.current.handleRemove(line));
    expect(result.current.notice).toMatch(new RegExp(`^${line.product.name} could not be removed: .+`));
    expect(result.current.isOpen).toBe(true);
  });

  it('on the cart page a removal reloads the page and the notice opens the panel again after the reload', async () => {
    await addProduct('TL-1001', 1);
    visit('/checkout/cart');
    const before = await mountMiniCart();
    const line = before.result.current.items[0];
    const reloads = reloadsRequested();
    await act(() => before.result.current.handleRemove(line));
    expect(reloadsRequested()).toBe(reloads + 1);
    expect(sessionStorage.getItem(SESSION_KEYS.cartNotice)).toContain(line.product.name);
    before.unmount();
    const after = await mountMiniCart();
    expect(after.result.current.isOpen).toBe(true);
    expect(after.result.current.notice).toBe(`${line.product.name} was removed from your cart.`);
    expect(sessionStorage.getItem(SESSION_KEYS.cartNotice)).toBeNull();
  });
});
