/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { act, renderHook, waitFor } from '@testing-library/react';
import { LOCAL_KEYS, localSettings, PORTS, readPincodeCookie, setRuntimeSettings } from '@tiles/shared';
import { addProduct } from '../../add-to-cart/addProduct';
import { useCartPage } from '../useCartPage';

withBackendPage('/checkout/cart');
jest.setTimeout(60_000);

type CartPage = ReturnType<typeof useCartPage>;
const grandTotal = (page: CartPage): number => page.cart?.prices?.grand_total?.value ?? NaN;

async function openCartPage() {
  const view = renderHook(() => useCartPage());
  await waitFor(() => expect(view.result.current.loading).toBe(false));
  return view;
}

describe('the cart page (useCartPage) against the real store', () => {
  it('a new visitor sees an empty cart, without an error', async () => {
    const { result } = await openCartPage();
    expect(result.current.items).toEqual([]);
    expect(result.current.loadError).toBeNull();
  });

  it('shows the lines added, and a quantity change updates the line and says so', async () => {
    await addProduct('TL-1001', 2);
    const { result } = await openCartPage();
    expect(result.current.items.map((i) => [i.product.sku, i.quantity])).toEqual([['TL-1001', 2]]);
    const before = grandTotal(result.current);
    await act(() => result.current.handleQuantity(result.current.items[0], 5));
    expect(result.current.items[0].quantity).toBe(5);
    expect(grandTotal(result.current)).toBeCloseTo((before * 5) / 2, 1);
    expect(result.current.message).toEqual({ kind: 'ok', area: 'items', text: expect.stringMatching(/quantity updated to 5\.$/) });
    expect(result.current.busy).toBeNull();
  });

  it('a quantity the store refuses leaves the line as it was and shows the refusal beside the items', async () => {
    await addProduct('TL-1001', 2);
    const { result } = await openCartPage();
    await act(() => result.current.handleQuantity(result.current.items[0], 20_000));
    expect(result.current.message).toMatchObject({ kind: 'error', area: 'items' });
    expect(result.current.message!.text).not.toBe('');
    expect(result.current.items[0].quantity).toBe(2);
  });

  it('removing the only line leaves an empty cart', async () => {
    await addProduct('TL-1016', 1);
    const { result } = await openCartPage();
    await act(() => result.current.handleRemove(result.current.items[0]));
    expect(result.current.items).toEqual([]);
    expect(result.current.message).toMatchObject({ kind: 'ok', area: 'items' });
  });

  it('a coupon: none typed, an unknown one, then one that applies and is removed again', async () => {
    await addProduct('TL-1001', 3);
    const { result } = await openCartPage();
    await act(() => result.current.handleApplyCoupon('  '));
    expect(result.current.message).toEqual({ kind: 'error', area: 'coupon', text: 'Enter a coupon code.' });
    await act(() => result.current.handleApplyCoupon('NOPE99'));
    expect(result.current.message).toMatchObject({ kind: 'error', area: 'coupon', text: expect.stringMatching(/coupon code isn't valid/) });
    const full = grandTotal(result.current);
    await act(() => result.current.handleApplyCoupon('tiles10'));
    expect(result.current.message).toEqual({ kind: 'ok', area: 'coupon', text: 'Coupon TILES10 applied.' });
    expect(result.current.cart!.applied_coupons).toEqual([{ code: 'TILES10' }]);
    expect(grandTotal(result.current)).toBeLessThan(full);
    await act(() => result.current.handleRemoveCoupon());
    expect(result.current.message).toEqual({ kind: 'ok', area: 'coupon', text: 'Coupon removed.' });
    expect(grandTotal(result.current)).toBeCloseTo(full, 2);
  });

  it('a pincode: a wrong one is refused before asking the store; a good one reprices the cart and is remembered', async () => {
    await addProduct('TL-1001', 1);
    const { result } = await openCartPage();
    await act(() => result.current.handlePincode('012345'));
    expect(result.current.message).toEqual({ kind: 'error', area: 'pincode', text: 'Enter a valid 6-digit pincode.' });
    expect(readPincodeCookie()).toBeNull();
    await act(() => result.current.handlePincode('560001'));
    expect(result.current.message).toEqual({ kind: 'ok', area: 'pincode', text: 'Prices updated for pincode 560001.' });
    expect(result.current.cart!.pincode).toBe('560001');
    expect(result.current.savedPincode).toBe('560001');
    expect(readPincodeCookie()).toBe('560001');
  });

  it('a store that cannot be reached shows why the cart did not load', async () => {
    await addProduct('TL-1001', 1);
    setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: 'http://127.0.0.1:9/graphql' });
    const { result } = await openCartPage();
    expect(result.current.loadError).toMatch(/could not reach the store/i);
    // What the page last knew stays on screen.
    expect(localStorage.getItem(LOCAL_KEYS.cartData)).not.toBeNull();
    expect(result.current.items).toHaveLength(1);
  });
});
