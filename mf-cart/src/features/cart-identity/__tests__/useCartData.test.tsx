import { act, renderHook } from '@testing-library/react';
import { getBus } from '@tiles/shared';
import { consumedPayloads } from '@tiles/shared/src/testing/contracts';
import consumes from '../../../contracts/consumes.json';
import { cart, item } from '../../../testing/fixtures';
import { writeCartData } from '../tokenStore';
import { useCartData } from '../useCartData';

beforeEach(() => localStorage.clear());

it('every cart-changed event, as its producers send it, shows the stored cart as it is now', () => {
  const { result } = renderHook(() => useCartData());
  expect(result.current).toBeNull();
  let lines = 0;
  for (const change of consumedPayloads(consumes, 'cart:changed')) {
    lines++;
    writeCartData({ ...cart, items: Array.from({ length: lines }, (_, i) => ({ ...item, uid: `line-${i}` })) });
    act(() => getBus().publish('cart:changed', change));
    expect(result.current?.items).toHaveLength(lines);
  }
});
