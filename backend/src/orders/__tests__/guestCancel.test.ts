import { freshMailDir, newestMailTo } from '../../testing/mailbox';
import { withTestBackend } from '../../testing/testServer';
import { bearer, firstSkus } from '../../cart/__tests__/helpers';
import { createAndSignIn } from '../../customer/__tests__/helpers';
import { fixtures } from '../../__tests__/magento/fixtures';
import { getDb } from '../../store/db';

const mailDir = freshMailDir();
process.env.TILES_STOREFRONT_URL = 'http://shop.test:3000';
process.env.TILES_GUEST_CANCEL_LIMIT = '1000/60';
const backend = withTestBackend();
let sku = '';
beforeAll(async () => {
  [{ sku }] = await firstSkus(backend(), 1);
}, 60_000);

/** A guest order (guest@example.com); answers its number and the token its mail's link carries. */
async function guestOrder(): Promise<{ number: string; token: string }> {
  const f = fixtures(backend, () => sku);
  const id = await f.createEmptyCart();
  for (const step of [
    f.addSimpleProduct,
    f.setNewShippingAddress,
    f.setNewBillingAddress,
    f.setFlatrateShippingMethod,
    f.setPaymentMethod,
    f.setGuestEmail,
  ])
    await step(id);
  const { data } = await f.gql('mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number token } } }', { id });
  return (data as { placeOrder: { orderV2: { number: string; token: string } } }).placeOrder.orderV2;
}

const REQUEST =
  'mutation ($t: String!, $r: String!) { requestGuestOrderCancel(input: { token: $t, reason: $r }) { error errorV2 { code message } order { number status } } }';
const CONFIRM =
  'mutation ($id: ID!, $k: String!) { confirmCancelOrder(input: { order_id: $id, confirmation_key: $k }) { error errorV2 { code } order { number status status_code } } }';
const request = (t: string, r = 'The order was placed by mistake') =>
  backend().graphql<{ requestGuestOrderCancel: Record<string, unknown> }>(REQUEST, { t, r });
const confirm = (id: string, k: string) => backend().graphql<{ confirmCancelOrder: Record<string, unknown> }>(CONFIRM, { id, k });
const uid = (number: string) => Buffer.from(String(Number(number))).toString('base64');
/** The key of the newest confirmation mail to the guest, from its link. */
const mailedKey = () => /confirm_cancel=([\w-]+)/.exec(newestMailTo(mailDir, 'guest@example.com')!.text)?.[1] ?? '';

describe('a guest cancels by the mailed link (requestGuestOrderCancel, confirmCancelOrder: Magento 2.4.8)', () => {
  it('asks, mails a confirmation link to the order’s address, and cancels only when the mailed key comes back, once', async () => {
    const { number, token } = await guestOrder();
    expect((await request(token)).data!.requestGuestOrderCancel).toEqual({
      error: null,
      errorV2: null,
      order: { number, status: 'Pending' },
    });
    const mail = newestMailTo(mailDir, 'guest@example.com')!;
    expect(mail.headers.subject).toBe(`Confirm the cancellation of Tiles order #${number}`);
    expect(mail.text).toContain(`http://shop.test:3000/sales/guest/view/?token=${token}&confirm_cancel=`);
    const key = mailedKey();
    expect(getDb().prepare('SELECT status FROM orders WHERE number = ?').pluck().get(number)).toBe('pending');
    expect((await confirm(uid(number), key)).data!.confirmCancelOrder).toEqual({
      error: null,
      errorV2: null,
      order: { number, status: 'Canceled', status_code: 'canceled' },
    });
    expect(newestMailTo(mailDir, 'guest@example.com')!.headers.subject).toBe(`Your Tiles order #${number} is canceled`);
    const twice = await confirm(uid(number), key);
    expect(twice.data!.confirmCancelOrder).toMatchObject({
      error: 'Order already closed, complete, cancelled or on hold',
      errorV2: { code: 'INVALID_ORDER_STATUS' },
    });
  });

  it('refuses a forged or reused key, a forged token and a customer’s order, cancelling nothing', async () => {
    const { number, token } = await guestOrder();
    expect((await request(`${token}x`)).data!.requestGuestOrderCancel).toMatchObject({
      error: "We couldn't locate an order with the information provided.",
      order: null,
    });
    await request(token);
    const key = mailedKey();
    const forged = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect((await confirm(uid(number), forged)).errors?.[0].message).toBe('The order cancellation could not be confirmed.');
    expect((await confirm(uid(number), 'short')).errors?.[0].message).toBe(
      'Required parameter "confirmation_key" is missing or incorrect.',
    );
    expect((await confirm('0', key)).errors?.[0].message).toBe('Required parameter "order_id" is missing or incorrect.');
    // A newer request replaces the older key.
    await request(token, 'Other');
    expect((await confirm(uid(number), key)).errors?.[0].message).toBe('The order cancellation could not be confirmed.');
    expect(getDb().prepare('SELECT status FROM orders WHERE number = ?').pluck().get(number)).toBe('pending');

    const customer = await createAndSignIn(backend());
    const f = fixtures(backend, () => sku);
    const h = bearer(customer);
    const id = await f.createEmptyCart(h);
    for (const step of [
      f.addSimpleProduct,
      f.setNewShippingAddress,
      f.setNewBillingAddress,
      f.setFlatrateShippingMethod,
      f.setPaymentMethod,
    ])
      await step(id, h);
    const placed = await f.gql('mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number token } } }', { id }, h);
    const theirs = (placed.data as { placeOrder: { orderV2: { number: string; token: string } } }).placeOrder.orderV2;
    expect((await request(theirs.token)).data!.requestGuestOrderCancel).toMatchObject({
      error: "We couldn't locate an order with the information provided.",
    });
    expect((await confirm(uid(theirs.number), key)).data!.confirmCancelOrder).toMatchObject({
      error: 'Current user is not authorized to cancel this order',
      errorV2: { code: 'UNAUTHORISED' },
    });
  });

  it('an expired key no longer cancels', async () => {
    const { number, token } = await guestOrder();
    await request(token);
    const key = mailedKey();
    getDb().prepare("UPDATE order_cancel_requests SET created_at = datetime('now', '-25 hours') WHERE order_id = ?").run(Number(number));
    expect((await confirm(uid(number), key)).errors?.[0].message).toBe('The order cancellation could not be confirmed.');
  });
});
