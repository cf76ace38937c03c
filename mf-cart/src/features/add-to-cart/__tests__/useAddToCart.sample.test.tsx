/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, writePincodeCookie } from '@tiles/shared';
import type { ReactNode } from 'react';
import { loadCart } from '../../cart-identity/cartSession';
import { cartItems } from '../../cart-identity/types';
import { useAddToCart } from '../useAddToCart';

withBackendPage('/tl-1001');
jest.setTimeout(60_000);

/** The page around the button (its form says which page it is on). */
const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/tl-1001']}>{children}</MemoryRouter>;
const tile = { sku: 'TL-1001', name: 'Quartz', sqftPerBox: 15.5, boxes: 9, withQuantity: true };
const linesInCart = async () => cartItems((await loadCart()).data).map((i) => [i.product.sku, i.quantity, i.prices?.price?.value]);

describe('"Order a sample" (useAddToCart) against the real store', () => {
  it('adds one piece of the tile as its own line at the sample price, whatever the calculator says', async () => {
    const { result } = renderHook(() => useAddToCart(tile), { wrapper });
    await act(async () => result.current.handleSample());
    await waitFor(() => expect(result.current.sample.status).toBe('A sample of Quartz is in your cart.'));
    expect(result.current.sample.error).toBeNull();
    expect(await linesInCart()).toEqual([['TL-1001-SAMPLE', 1, 50]]);
    // The boxes' own add is untouched by the sample's.
    expect(result.current.status).toBe('');
  });

  it('adds at the sample price with a pincode saved (no pincode price is asked for a sample)', async () => {
    writePincodeCookie('700001');
    const { result } = renderHook(() => useAddToCart(tile), { wrapper });
    await act(async () => result.current.handleSample());
    await waitFor(() => expect(result.current.sample.pending).toBe(false));
    expect(result.current.sample.error).toBeNull();
    expect(await linesInCart()).toEqual([['TL-1001-SAMPLE', 1, 50]]);
  });

  it('refuses the 6th sample with a sentence the shopper understands, and keeps the five', async () => {
    const { result } = renderHook(() => useAddToCart(tile), { wrapper });
    for (let i = 0; i < 5; i++) {
      await act(async () => result.current.handleSample());
      await waitFor(() => expect(result.current.sample.pending).toBe(false));
    }
    await act(async () => result.current.handleSample());
    await waitFor(() =>
      expect(result.current.sample.error).toBe('Your cart already holds as many samples as one order can. Remove a sample to add another.'),
    );
    expect(await linesInCart()).toEqual([['TL-1001-SAMPLE', 5, 50]]);
  });
});
