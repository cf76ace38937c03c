import { freshMailDir, mailsTo } from '../../testing/mailbox';
import { withTestBackend } from '../../testing/testServer';
import { fixtures, type Headers } from '../../__tests__/magento/fixtures';
import { createAndSignIn } from '../../customer/__tests__/helpers';
import { getDb } from '../../store/db';
import { bearer } from './helpers';

// Seeded stock (seedStock.ts): TL-1001 well stocked, TL-1051 4 boxes, TL-1053 none.
const mailDir = freshMailDir();
process.env.TILES_SAMPLE_PRICE = '50';
process.env.TILES_SAMPLE_LIMIT = '5';
delete process.env.TILES_GUEST_ORDER_LIMIT;
const backend = withTestBackend();
const f = fixtures(backend, () => '');
const LIMIT = /^An order can have at most 5 samples \(this cart has \d+\)\. Remove a sample to add another\.$/;

type Line = {
  quantity: number;
  is_available: boolean;
  product: { sku: string; name: string };
  prices: { price: { value: number }; row_total: { value: number } };
};
type AddAnswer = { addProductsToCart: { cart: { items: Line[] }; user_errors: { code: string; message: string }[] } };
const LINE = 'quantity is_available product { sku name } prices { price { value } row_total { value } }';
const add = (id: string, items: { sku: string; quantity: number }[], h: Headers = {}) =>
  backend().graphql<AddAnswer>(
    `mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { items { ${LINE} } } user_errors { code message } } }`,
    { id, items },
    h,
  );
const itemsOf = async (id: string) =>
  (
    await backend().graphql<{ cart: { items: (Line & { uid: string })[] } }>(
      `query ($id: String!) { cart(cart_id: $id) { items { uid ${LINE} } } }`,
      { id },
    )
  ).data!.cart.items;
const boxes = (sku: string) => getDb().prepare('SELECT quantity FROM stock WHERE sku = ?').pluck().get(sku) as number;

describe('a tile’s sample (<sku>-SAMPLE) in the cart', () => {
  it('is a line of its own at the configured price, named as a sample, beside the tile’s boxes', async () => {
    const id = await f.createEmptyCart();
    const answer = await add(id, [
      { sku: 'TL-1001', quantity: 2 },
      { sku: 'TL-1001-SAMPLE', quantity: 1 },
    ]);
    expect(answer.data!.addProductsToCart.user_errors).toEqual([]);
    const [tile, sample] = answer.data!.addProductsToCart.cart.items;
    expect(tile.product.sku).toBe('TL-1001');
    expect(sample).toMatchObject({
      quantity: 1,
      is_available: true,
      product: { sku: 'TL-1001-SAMPLE' },
      prices: { price: { value: 50 }, row_total: { value: 50 } },
    });
    expect(sample.product.name).toBe(`Sample: ${tile.product.name}`);
  });

  it('costs the same at every pincode (a cut piece by post), while the boxes take the zone’s price', async () => {
    const id = await f.createEmptyCart();
    await add(id, [{ sku: 'TL-1001-SAMPLE', quantity: 2 }]);
    const { data } = await f.gql(
      'mutation ($id: String!) { addSimpleProductsToCartCustomPrice(input: { cart_id: $id, pincode: "700001", cart_items: [{ data: { sku: "TL-1001-SAMPLE", quantity: 1 }, custom_price: 50 }] }) { cart { pincode items { quantity prices { price { value } } } } } }',
      { id },
    );
    expect(data).toEqual({
      addSimpleProductsToCartCustomPrice: { cart: { pincode: '700001', items: [{ quantity: 3, prices: { price: { value: 50 } } }] } },
    });
  });

  it('refuses a 6th sample (across tiles and requests) with the limit in its message, and keeps the five', async () => {
    const id = await f.createEmptyCart();
    expect(
      (
        await add(id, [
          { sku: 'TL-1001-SAMPLE', quantity: 3 },
          { sku: 'TL-1002-SAMPLE', quantity: 2 },
        ])
      ).data!.addProductsToCart.user_errors,
    ).toEqual([]);
    const sixth = await add(id, [{ sku: 'TL-1003-SAMPLE', quantity: 1 }]);
    expect(sixth.data!.addProductsToCart.user_errors).toEqual([{ code: 'UNDEFINED', message: expect.stringMatching(LIMIT) }]);
    expect(sixth.data!.addProductsToCart.user_errors[0].message).toContain('this cart has 5');
    expect(sixth.data!.addProductsToCart.cart.items.map((i) => [i.product.sku, i.quantity])).toEqual([
      ['TL-1001-SAMPLE', 3],
      ['TL-1002-SAMPLE', 2],
    ]);
    // Boxes of a tile are not samples: they still go in.
    expect((await add(id, [{ sku: 'TL-1003', quantity: 40 }])).data!.addProductsToCart.user_errors).toEqual([]);
  });

  it('refuses six samples in one request, and addSimpleProductsToCart refuses the whole request', async () => {
    const id = await f.createEmptyCart();
    const both = await add(id, [
      { sku: 'TL-1001-SAMPLE', quantity: 4 },
      { sku: 'TL-1002-SAMPLE', quantity: 2 },
    ]);
    expect(both.data!.addProductsToCart.user_errors.map((e) => e.message)).toEqual([expect.stringMatching(LIMIT)]);
    expect(both.data!.addProductsToCart.cart.items.map((i) => i.quantity)).toEqual([4]);
    const simple = await f.gql(
      'mutation ($id: String!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: "TL-1005-SAMPLE", quantity: 2 } }] }) { cart { id } } }',
      { id },
    );
    expect(simple.errors?.[0].message).toMatch(LIMIT);
    expect((await itemsOf(id)).map((i) => i.quantity)).toEqual([4]);
  });

  it('answers Magento’s errors for an unknown tile, a tile out of stock, a decimal and huge quantities', async () => {
    const id = await f.createEmptyCart();
    const answers = await add(id, [
      { sku: 'NOPE-1-SAMPLE', quantity: 1 },
      { sku: '-SAMPLE', quantity: 1 },
      { sku: 'TL-1053-SAMPLE', quantity: 1 },
      { sku: 'TL-1001-SAMPLE', quantity: 1.5 },
      { sku: 'TL-1001-SAMPLE', quantity: 1e9 },
      { sku: 'TL-1001-SAMPLE', quantity: 100 },
    ]);
    expect(answers.data!.addProductsToCart.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE-1-SAMPLE"' },
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "-SAMPLE"' },
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
      { code: 'UNDEFINED', message: 'You cannot use decimal quantity for this product.' },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty exceeds the maximum qty allowed in shopping cart' },
      { code: 'UNDEFINED', message: expect.stringMatching(LIMIT) },
    ]);
    expect(answers.data!.addProductsToCart.cart.items).toEqual([]);
  });

  it('updateCartItems refuses a sample line raised past the limit and saves nothing; lowering it is fine', async () => {
    const id = await f.createEmptyCart();
    await add(id, [
      { sku: 'TL-1001-SAMPLE', quantity: 2 },
      { sku: 'TL-1001', quantity: 1 },
    ]);
    const [sample, tile] = await itemsOf(id);
    const update = (items: { cart_item_uid: string; quantity: number }[]) =>
      f.gql(
        'mutation ($id: String!, $items: [CartItemUpdateInput!]!) { updateCartItems(input: { cart_id: $id, cart_items: $items }) { cart { id } } }',
        { id, items },
      );
    for (const quantity of [6, 5000, 1e12]) {
      const { errors } = await update([
        { cart_item_uid: sample.uid, quantity },
        { cart_item_uid: tile.uid, quantity: 3 },
      ]);
      expect(errors?.[0].message).toMatch(quantity > 10_000 ? /maximum qty allowed/ : LIMIT);
    }
    expect((await itemsOf(id)).map((i) => i.quantity)).toEqual([2, 1]);
    expect((await update([{ cart_item_uid: sample.uid, quantity: 5 }])).errors).toBeUndefined();
    expect((await update([{ cart_item_uid: sample.uid, quantity: 1 }])).errors).toBeUndefined();
  });

  it('merges a guest’s samples into a customer’s cart up to the limit', async () => {
    const token = await createAndSignIn(backend());
    const mine = await f.createEmptyCart(bearer(token));
    await add(mine, [{ sku: 'TL-1001-SAMPLE', quantity: 4 }], bearer(token));
    const guest = await f.createEmptyCart();
    await add(guest, [
      { sku: 'TL-1002-SAMPLE', quantity: 3 },
      { sku: 'TL-1002', quantity: 2 },
    ]);
    const { data } = await f.gql(
      `mutation ($guest: String!, $mine: String!) { mergeCarts(source_cart_id: $guest, destination_cart_id: $mine) { items { ${LINE} } } }`,
      { guest, mine },
      bearer(token),
    );
    expect((data as { mergeCarts: { items: Line[] } }).mergeCarts.items.map((i) => [i.product.sku, i.quantity])).toEqual([
      ['TL-1001-SAMPLE', 4],
      ['TL-1002-SAMPLE', 1],
      ['TL-1002', 2],
    ]);
  });
});

describe('an order with a sample', () => {
  it('is shipped like any line: in the order and its mail, at the sample price, without taking a box from stock', async () => {
    const id = await f.createEmptyCart();
    await add(id, [
      { sku: 'TL-1051', quantity: 2 },
      { sku: 'TL-1051-SAMPLE', quantity: 1 },
    ]);
    for (const step of [f.setNewShippingAddress, f.setNewBillingAddress, f.setFlatrateShippingMethod, f.setPaymentMethod, f.setGuestEmail])
      await step(id);
    const before = boxes('TL-1051');
    const { data, errors } = await f.gql(
      'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number items { product_sku product_name quantity_ordered product_sale_price { value } } } } }',
      { id },
    );
    expect(errors).toBeUndefined();
    const order = (data as { placeOrder: { orderV2: { number: string; items: Record<string, unknown>[] } } }).placeOrder.orderV2;
    expect(order.items[1]).toEqual({
      product_sku: 'TL-1051-SAMPLE',
      product_name: expect.stringMatching(/^Sample: /),
      quantity_ordered: 1,
      product_sale_price: { value: 50 },
    });
    expect(boxes('TL-1051')).toBe(before - 2);
    const mail = mailsTo(mailDir, 'guest@example.com').find((m) => m.text.includes(`#${order.number}`))!;
    expect(mail.text).toMatch(/- Sample: .+ \(TL-1051-SAMPLE\): 1 sample, ₹50\.00/);
  });

  it('is refused at placeOrder when the cart holds more samples than the limit now allows', async () => {
    const id = await f.createEmptyCart();
    await add(id, [{ sku: 'TL-1001-SAMPLE', quantity: 4 }]);
    for (const step of [f.setNewShippingAddress, f.setNewBillingAddress, f.setFlatrateShippingMethod, f.setPaymentMethod, f.setGuestEmail])
      await step(id);
    process.env.TILES_SAMPLE_LIMIT = '3';
    try {
      const { data } = await f.gql(
        'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } errors { code message } } }',
        { id },
      );
      expect(data).toEqual({
        placeOrder: {
          orderV2: null,
          errors: [
            {
              code: 'UNABLE_TO_PLACE_ORDER',
              message: 'An order can have at most 3 samples (this cart has 4). Remove a sample to add another.',
            },
          ],
        },
      });
    } finally {
      process.env.TILES_SAMPLE_LIMIT = '5';
    }
  });
});
