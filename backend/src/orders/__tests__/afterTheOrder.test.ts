import { freshMailDir, mailsTo, newestMailTo } from '../../testing/mailbox';
import { withTestBackend } from '../../testing/testServer';
import { bearer, firstSkus } from '../../cart/__tests__/helpers';
import { createAndSignIn, uniqueEmail } from '../../customer/__tests__/helpers';
import { fixtures } from '../../__tests__/magento/fixtures';
import { getDb } from '../../store/db';
import { runAdminCommand } from '../admin';

const mailDir = freshMailDir();
process.env.TILES_STOREFRONT_URL = 'http://shop.test:3000';
delete process.env.TILES_GUEST_ORDER_LIMIT;
const backend = withTestBackend();
let sku = '';
beforeAll(async () => {
  [{ sku }] = await firstSkus(backend(), 1);
}, 60_000);

const ORDER_FIELDS = `number status status_code status_history { status label comment }
  items { product_sku quantity_ordered }
  shipments { tracking { title carrier number tracking_url } }
  invoices { total { grand_total { value } } }`;

/** A cart with 2 boxes at the Pune address, shipping and payment set, placed; answers its number. */
async function placeOrder(headers: Record<string, string> = {}, storeCode?: string): Promise<string> {
  const h = { ...headers, ...(storeCode ? { Store: storeCode } : {}) };
  const f = fixtures(backend, () => sku);
  const id = await f.createEmptyCart(h);
  const steps = [f.addSimpleProduct, f.setNewShippingAddress, f.setNewBillingAddress, f.setFlatrateShippingMethod, f.setPaymentMethod];
  for (const step of headers.Authorization ? steps : [...steps, f.setGuestEmail]) await step(id, h);
  const { data, errors } = await f.gql('mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }', { id }, h);
  if (errors) throw new Error(errors[0].message);
  return (data as { placeOrder: { orderV2: { number: string } } }).placeOrder.orderV2.number;
}

const ctx = () => ({ db: getDb(), lang: 'en' as const, storeCode: 'default', token: null, client: 'admin' });
const entityId = (number: string) => String(Number(number));
const myOrder = async (token: string, number: string) =>
  (
    await backend().graphql<{ customer: { orders: { items: Record<string, unknown>[] } } }>(
      `query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { ${ORDER_FIELDS} } } } }`,
      { n: number },
      bearer(token),
    )
  ).data!.customer.orders.items[0];
const cancel = (token: string | null, orderId: string, reason = 'The order was placed by mistake') =>
  backend().graphql<{ cancelOrder: { error: string | null; order: { status: string } | null } }>(
    'mutation ($id: ID!, $r: String!) { cancelOrder(input: { order_id: $id, reason: $r }) { error order { status status_code } } }',
    { id: orderId, r: reason },
    token ? bearer(token) : {},
  );

describe('the order confirmation mail', () => {
  it('goes once to a guest, with the tiles in boxes and sq.ft, totals with GST, the address and the token link', async () => {
    const number = await placeOrder();
    const mails = mailsTo(mailDir, 'guest@example.com').filter((m) => m.text.includes(`#${number}`));
    expect(mails).toHaveLength(1);
    const { text, headers } = mails[0];
    expect(headers.subject).toBe(`Your Tiles order #${number}`);
    expect(text).toMatch(new RegExp(`\\(${sku}\\): 2 boxes \\([\\d.,]+ sq\\.ft\\), ₹[\\d,]+\\.\\d\\d`));
    expect(text).toMatch(/Grand total: ₹[\d,.]+ \(includes GST ₹[\d,.]+\)/);
    expect(text).toMatch(/\n  test street 1\r?\n/);
    const token = /http:\/\/shop\.test:3000\/sales\/guest\/view\/\?token=([\w-]+)/.exec(text)?.[1];
    expect(token).toBeTruthy();
    const { data } = await backend().graphql<{ guestOrderByToken: { number: string; status: string } }>(
      'query ($t: String!) { guestOrderByToken(input: { token: $t }) { number status } }',
      { t: token },
    );
    expect(data!.guestOrderByToken).toEqual({ number, status: 'Pending' });
  });

  it('is written in the language of the store view the order was placed in, with the hi. link', async () => {
    const number = await placeOrder({}, 'hi');
    const mail = mailsTo(mailDir, 'guest@example.com').find((m) => m.text.includes(`#${number}`))!;
    expect(mail.headers.subject).toMatch(/^=\?UTF-8\?B\?/);
    expect(mail.text).toContain(`ऑर्डर #${number} दर्ज हो गया है`);
    expect(mail.text).toContain('http://hi.shop.test:3000/sales/guest/view/?token=');
  });
});

describe('cancelOrder (Magento 2.4.7 OrderCancellationGraphQl)', () => {
  it('cancels a signed-in shopper’s pending order, keeps the reason on its timeline and mails the shopper', async () => {
    const email = uniqueEmail();
    const token = await createAndSignIn(backend(), email);
    const number = await placeOrder(bearer(token));
    expect(newestMailTo(mailDir, email)?.text).toContain(`http://shop.test:3000/sales/order/view/order_id/${entityId(number)}/`);
    const { data } = await cancel(token, entityId(number));
    expect(data!.cancelOrder).toEqual({ error: null, order: { status: 'Canceled', status_code: 'canceled' } });
    expect(await myOrder(token, number)).toMatchObject({
      status: 'Canceled',
      status_history: [
        { status: 'pending', label: 'Pending', comment: '' },
        { status: 'canceled', label: 'Canceled', comment: 'The order was placed by mistake' },
      ],
    });
    expect(newestMailTo(mailDir, email)?.headers.subject).toBe(`Your Tiles order #${number} is canceled`);
    // Twice: Magento's answer for a closed order, beside the order as it stands.
    expect((await cancel(token, entityId(number))).data!.cancelOrder).toEqual({
      error: 'Order already closed, complete, cancelled or on hold',
      order: { status: 'Canceled', status_code: 'canceled' },
    });
  });

  it('answers Magento’s messages for a guest, an unknown order, another customer’s order and a shipped one', async () => {
    const owner = await createAndSignIn(backend());
    const other = await createAndSignIn(backend());
    const number = await placeOrder(bearer(owner));
    expect((await cancel(null, entityId(number))).errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
    expect((await cancel(owner, '99999999')).data!.cancelOrder.error).toBe(
      "The entity that was requested doesn't exist. Verify the entity and try again.",
    );
    expect((await cancel(owner, 'not-an-id')).data!.cancelOrder.error).toMatch(/^The entity that was requested doesn't exist/);
    expect((await cancel(other, entityId(number))).data!.cancelOrder).toEqual({
      error: 'Current user is not authorized to cancel this order',
      order: null,
    });
    expect(runAdminCommand(ctx(), ['ship', number, '--carrier', 'bluedart', '--tracking', 'BD12345678'])).toEqual({
      done: `order ${number} shipped with Blue Dart BD12345678`,
    });
    expect((await cancel(owner, entityId(number))).data!.cancelOrder.error).toBe(
      'Order with one or more items shipped cannot be cancelled',
    );
  });
});

describe('shipping and tracking', () => {
  it('shows the shipment’s carrier, number and the carrier’s link on the order, and mails the link', async () => {
    const email = uniqueEmail();
    const token = await createAndSignIn(backend(), email);
    const number = await placeOrder(bearer(token));
    expect(runAdminCommand(ctx(), ['status', number, 'processing'])).toEqual({ done: `order ${number} is Processing` });
    runAdminCommand(ctx(), ['ship', number, '--carrier', 'delhivery', '--tracking', 'DL-4455']);
    const order = await myOrder(token, number);
    expect(order).toMatchObject({
      status: 'Shipped',
      shipments: [
        {
          tracking: [
            {
              title: 'Delhivery',
              carrier: 'delhivery',
              number: 'DL-4455',
              tracking_url: 'https://www.delhivery.com/track-v2/package/DL-4455',
            },
          ],
        },
      ],
    });
    expect((order.invoices as unknown[]).length).toBe(1);
    expect((order.status_history as { status: string }[]).map((h) => h.status)).toEqual(['pending', 'processing', 'shipped']);
    const mail = newestMailTo(mailDir, email)!;
    expect(mail.headers.subject).toBe(`Your Tiles order #${number} has shipped`);
    expect(mail.text).toContain('Delhivery DL-4455: https://www.delhivery.com/track-v2/package/DL-4455');
    expect(runAdminCommand(ctx(), ['status', number, 'delivered'])).toEqual({ done: `order ${number} is Delivered` });
  });

  it('refuses what the warehouse cannot do, changing nothing', async () => {
    const number = await placeOrder();
    expect(runAdminCommand(ctx(), ['ship', number, '--carrier', 'teleport', '--tracking', 'X1234'])).toMatchObject({
      error: expect.stringMatching(/^unknown carrier/),
    });
    expect(runAdminCommand(ctx(), ['ship', number, '--carrier', 'dtdc', '--tracking', '12<script>'])).toMatchObject({
      error: 'a tracking number is 4 to 40 letters, digits or dashes',
    });
    expect(runAdminCommand(ctx(), ['status', number, 'delivered'])).toMatchObject({
      error: `order ${number} is Pending: it cannot become Delivered`,
    });
    expect(runAdminCommand(ctx(), ['status', '999999999', 'processing'])).toEqual({ error: 'no order number 999999999' });
    expect(getDb().prepare('SELECT status FROM orders WHERE number = ?').pluck().get(number)).toBe('pending');
  });
});

describe('reorderItems', () => {
  it('puts the order’s tiles, box for box, into the customer’s cart', async () => {
    const token = await createAndSignIn(backend());
    const number = await placeOrder(bearer(token));
    const { data } = await backend().graphql<{
      reorderItems: { cart: { items: { quantity: number; product: { sku: string } }[] }; userInputErrors: unknown[] };
    }>(
      'mutation ($n: String!) { reorderItems(orderNumber: $n) { cart { items { quantity product { sku } } } userInputErrors { code message path } } }',
      { n: number },
      bearer(token),
    );
    expect(data!.reorderItems).toEqual({ cart: { items: [{ quantity: 2, product: { sku } }] }, userInputErrors: [] });
  });

  it('refuses another customer’s order and an unknown number with Magento’s message, and reports a tile no longer sold', async () => {
    const owner = await createAndSignIn(backend());
    const other = await createAndSignIn(backend());
    const number = await placeOrder(bearer(owner));
    const reorder = (token: string, n: string) =>
      backend().graphql<{ reorderItems: { userInputErrors: { code: string; message: string; path: string[] }[] } }>(
        'mutation ($n: String!) { reorderItems(orderNumber: $n) { cart { total_quantity } userInputErrors { code message path } } }',
        { n },
        bearer(token),
      );
    expect((await reorder(other, number)).errors?.[0].message).toBe(`Order number "${number}" doesn't belong to the current customer`);
    expect((await reorder(other, '000000000')).errors?.[0].message).toBe(`Order number "000000000" doesn't belong to the current customer`);
    getDb().prepare("UPDATE order_items SET sku = 'RETIRED-TILE' WHERE order_id = ?").run(Number(number));
    expect((await reorder(owner, number)).data!.reorderItems.userInputErrors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "RETIRED-TILE"', path: ['orderNumber'] },
    ]);
  });
});
