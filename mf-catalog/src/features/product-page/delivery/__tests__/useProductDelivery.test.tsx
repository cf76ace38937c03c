/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { withBackendPage } from '../../../../../../backend/src/testing/browserPage';
import { act, renderHook, waitFor } from '@testing-library/react';
import { readPincodeCookie, writePincodeCookie } from '@tiles/shared';
import { useProductDelivery } from '../useProductDelivery';

withBackendPage('/tl-1001');
jest.setTimeout(60_000);

describe('the product page’s delivery estimate (useProductDelivery) against the real store', () => {
  it('asks nothing until a pincode is known, then shows the carriers, price and days, and saves the pincode for the cart', async () => {
    const { result } = renderHook(() => useProductDelivery('TL-1001', 4));
    expect(result.current.delivery).toEqual({ kind: 'none' });
    act(() => result.current.handleCheck('411001'));
    await waitFor(() => expect(result.current.delivery.kind).toBe('options'));
    expect(result.current.delivery).toEqual({
      kind: 'options',
      pincode: '411001',
      options: [{ carrier: 'standard', amount: 400, daysMin: 3, daysMax: 5 }],
    });
    expect(readPincodeCookie()).toBe('411001');
  });

  it('asks about a saved pincode at once, and again when the calculator’s boxes change (free delivery from a subtotal)', async () => {
    writePincodeCookie('700001');
    const { result, rerender } = renderHook(({ boxes }) => useProductDelivery('TL-1001', boxes), { initialProps: { boxes: 2 } });
    await waitFor(() => expect(result.current.delivery).toMatchObject({ kind: 'options', pincode: '700001' }));
    expect(result.current.savedPincode).toBe('700001');
    rerender({ boxes: 300 });
    await waitFor(() =>
      expect(result.current.delivery).toMatchObject({ options: [{ carrier: 'free', amount: 0 }, { carrier: 'standard' }] }),
    );
  });

  it('says the store does not deliver to an island pincode, and refuses a malformed one without asking or saving it', async () => {
    const { result } = renderHook(() => useProductDelivery('TL-1001', 4));
    act(() => result.current.handleCheck('744101'));
    await waitFor(() => expect(result.current.delivery).toEqual({ kind: 'unserved', pincode: '744101' }));
    act(() => result.current.handleCheck('01234'));
    expect(result.current.delivery).toEqual({ kind: 'invalid' });
    expect(readPincodeCookie()).toBe('744101');
  });
});
