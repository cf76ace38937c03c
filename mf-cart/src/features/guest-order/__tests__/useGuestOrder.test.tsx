/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { visit, withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { freshMailDir, newestMailTo } from '../../../../../backend/src/testing/mailbox';
import { act, renderHook, waitFor } from '@testing-library/react';
import { loadAllMessages } from '@tiles/shared';
import { useGuestOrder } from '../useGuestOrder';
import { useGuestCancel } from '../useGuestCancel';
import { GUEST_BILLING, placeGuestOrder } from './placeGuestOrder';

process.env.TILES_GUEST_ORDER_LIMIT = '1000/600';
const mailDir = freshMailDir();
const backend = withBackendPage('/sales/guest/form');
jest.setTimeout(60_000);

const SKU = 'TL-1001';
const ADDRESS = GUEST_BILLING;
const guestOrderNumber = () => placeGuestOrder(backend(), SKU);

async function lookUp(values: { number: string; email: string; postcode: string }) {
  const { result } = renderHook(() => useGuestOrder());
  await act(() => result.current.handleSubmit(values));
  return result;
}

describe('guest order look-up (useGuestOrder) against the real store', () => {
  it('finds a guest’s order by number, e-mail and billing pincode, with its items, totals, status and addresses', async () => {
    const number = await guestOrderNumber();
    const result = await lookUp({ number: ` ${number} `, email: 'Guest@Example.com', postcode: ADDRESS.postcode });
    expect(result.current.formError).toBeNull();
    const order = result.current.order!;
    expect(order).toMatchObject({ number, status: expect.any(String) });
    expect(order.items?.[0]).toMatchObject({ product_sku: SKU, quantity_ordered: 2 });
    expect(order.total?.grand_total?.value).toBeGreaterThan(0);
    expect(order.billing_address).toMatchObject({ firstname: 'Asha', lastname: 'Rao', postcode: '411001' });
    expect(order.shipping_address?.city).toBe('Pune');
  });

  it('shows the order an order mail’s link names (its token), with its progress; a forged token shows Magento’s sentence', async () => {
    const number = await guestOrderNumber();
    const link = /\/sales\/guest\/view\/\?token=([\w-]+)/.exec(newestMailTo(mailDir, 'guest@example.com')!.text);
    const { result } = renderHook(() => useGuestOrder(link![1]));
    await waitFor(() => expect(result.current.order?.number).toBe(number));
    expect(result.current.order?.status_history).toEqual([{ status: 'pending', changed_at: expect.any(String) }]);
    const forged = renderHook(() => useGuestOrder(`${link![1]}x`));
    await waitFor(() => expect(forged.result.current.formError).toBe("We couldn't locate an order with the information provided."));
    expect(forged.result.current.order).toBeNull();
  });

  it('a guest asks to cancel from the order page, and the mailed link’s one tap cancels the order', async () => {
    const number = await guestOrderNumber();
    const token = /token=([\w-]+)/.exec(newestMailTo(mailDir, 'guest@example.com')!.text)![1];
    const page = renderHook(() => {
      const g = useGuestOrder(token);
      return { g, c: useGuestCancel(token, null, g.order, g.handleOrderChanged) };
    });
    await waitFor(() => expect(page.result.current.g.order?.number).toBe(number));
    expect(page.result.current.g.cancelReasons).toContain('Other');
    expect(page.result.current.c.canCancel).toBe(true);
    await act(() => page.result.current.c.handleRequest('Other'));
    expect(page.result.current.c).toMatchObject({ step: 'requested', error: null });
    const key = /confirm_cancel=([\w-]+)/.exec(newestMailTo(mailDir, 'guest@example.com')!.text)![1];

    const confirmPage = renderHook(() => {
      const g = useGuestOrder(token);
      return { g, c: useGuestCancel(token, key, g.order, g.handleOrderChanged) };
    });
    await waitFor(() => expect(confirmPage.result.current.g.order?.status_code).toBe('pending'));
    expect(confirmPage.result.current.c.step).toBe('confirm');
    await act(() => confirmPage.result.current.c.handleConfirm());
    expect(confirmPage.result.current.c).toMatchObject({ step: 'done', error: null });
    expect(confirmPage.result.current.g.order).toMatchObject({ number, status_code: 'canceled' });
  });

  it('a wrong pincode, e-mail or number shows Magento’s sentence and nothing of the order, also after a found one', async () => {
    const number = await guestOrderNumber();
    const { result } = renderHook(() => useGuestOrder());
    await act(() => result.current.handleSubmit({ number, email: 'guest@example.com', postcode: ADDRESS.postcode }));
    expect(result.current.order?.number).toBe(number);
    for (const wrong of [
      { number, email: 'guest@example.com', postcode: '411002' },
      { number, email: 'other@example.com', postcode: ADDRESS.postcode },
      { number: '999999999', email: 'guest@example.com', postcode: ADDRESS.postcode },
    ]) {
      await act(() => result.current.handleSubmit(wrong));
      expect(result.current).toMatchObject({ order: null, formError: "We couldn't locate an order with the information provided." });
    }
  });

  it('names the missing fields before asking the store, and answers in the page language', async () => {
    const empty = await lookUp({ number: '', email: 'guest@', postcode: ' ' });
    expect(empty.current.errors).toEqual({
      number: 'Order number is required.',
      email: 'Enter a valid email address, like name@example.com.',
      postcode: 'Billing pincode is required.',
    });
    visit('http://hi.localhost:3000/sales/guest/form');
    // As the page does before it renders in Hindi: the strings arrive first (the hook does not suspend then).
    await loadAllMessages('hi');
    const hindi = await lookUp({ number: '999999999', email: 'guest@example.com', postcode: '411001' });
    expect(hindi.current.formError).toBe('दी गई जानकारी से हमें कोई ऑर्डर नहीं मिला।');
  });
});
