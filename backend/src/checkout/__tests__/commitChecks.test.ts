import { startTestBackend, type TestBackend } from '../../testing/testServer';
import { getDb } from '../../store/db';
import { addSku, bearer, CART_FIELDS, firstSkus, newGuestCart, type TestCart } from '../../cart/__tests__/helpers';
import { createAndSignIn } from '../../customer/__tests__/helpers';

// Issue 17 item 4: money and quantities are checked where they are committed. Each test replays the attack from
// the issue against the real server and fails on the code before the fix.
jest.setTimeout(30_000);

let backend: TestBackend;
let sku: string;
beforeAll(async () => {
  backend = await startTestBackend();
  [{ sku }] = await firstSkus(backend, 1);
});
afterAll(() => backend.close());

type Headers = Record<string, string>;
type Placed = {
  placeOrder: {
    orderV2: { total: { grand_total: { value: number }; discounts: { amount: { value: number } }[] } } | null;
    errors: { message: string; code: string }[];
  };
};
const KOLKATA = {
  firstname: 'Asha',
  lastname: 'Patel',
  street: ['1 Park Street'],
  city: 'Kolkata',
  region: 'WB',
  postcode: '700001',
  country_code: 'IN',
  telephone: '9876543210',
};
const run = <T = Record<string, unknown>>(q: string, v: Record<string, unknown> = {}, h: Headers = {}) => backend.graphql<T>(q, v, h);
const mutate = (id: string, field: string, input: string) =>
  run<Record<string, { cart: TestCart }>>(
    `mutation ($id: String!) { ${field}(input: { cart_id: $id, ${input} }) { cart { ${CART_FIELDS} } } }`,
    { id },
  );
const setAddress = (id: string) =>
  run(
    'mutation ($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
    { id, a: KOLKATA },
  );
const place = (id: string) =>
  run<Placed>(
    `mutation { placeOrder(input: { cart_id: "${id}" }) { orderV2 { total { grand_total { value } discounts { amount { value } } } } errors { message code } } }`,
  );
const cartOf = async (id: string) => (await run<{ cart: TestCart }>(`{ cart(cart_id: "${id}") { ${CART_FIELDS} } }`)).data!.cart;

/** A guest cart delivered to Kolkata (700001), ready to place. */
async function readyCart(quantity: number) {
  const id = await newGuestCart(backend);
  await addSku(backend, id, sku, quantity);
  await setAddress(id);
  await mutate(id, 'setBillingAddressOnCart', 'billing_address: { same_as_shipping: true }');
  await mutate(id, 'setShippingMethodsOnCart', 'shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }]');
  await mutate(id, 'setPaymentMethodOnCart', 'payment_method: { code: "cashondelivery" }');
  await mutate(id, 'setGuestEmailOnCart', 'email: "asha@example.in"');
  return id;
}

describe('placeOrder and the pincode', () => {
  it('refuses a cart re-priced for a cheaper pincode than the shipping address, and charges the address price once set again', async () => {
    const id = await readyCart(10);
    const kolkataTotal = (await cartOf(id)).prices.grand_total.value;
    const repriced = await mutate(id, 'addSimpleProductsToCartCustomPrice', 'pincode: "380001", cart_items: []');
    expect(repriced.data!.addSimpleProductsToCartCustomPrice.cart.prices.grand_total.value).toBeLessThan(kolkataTotal);
    const refused = (await place(id)).data!.placeOrder;
    expect(refused.orderV2).toBeNull();
    expect(refused.errors).toEqual([
      { code: 'UNABLE_TO_PLACE_ORDER', message: expect.stringMatching(/priced for pincode 380001 but the shipping address is in 700001/) },
    ]);
    await setAddress(id);
    const placed = (await place(id)).data!.placeOrder;
    expect(placed.errors).toEqual([]);
    expect(placed.orderV2!.total.grand_total.value).toBe(kolkataTotal);
  });
});

describe('line quantities stay at most 10,000', () => {
  it('refuses an add that would take a line past the maximum, and keeps the line as it was', async () => {
    const id = await newGuestCart(backend);
    expect((await addSku(backend, id, sku, 10_000)).errors).toBeUndefined();
    const again = await addSku(backend, id, sku, 10_000);
    expect(again.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^The requested qty exceeds the maximum qty allowed in shopping cart: the cart already has 10000/),
      extensions: { category: 'graphql-input' },
    });
    const { data } = await run<{ addProductsToCart: { cart: TestCart; user_errors: { code: string }[] } }>(
      `mutation { addProductsToCart(cartId: "${id}", cartItems: [{ sku: "${sku}", quantity: 1 }]) { cart { ${CART_FIELDS} } user_errors { code } } }`,
    );
    expect(data!.addProductsToCart.user_errors).toEqual([{ code: 'INSUFFICIENT_STOCK' }]);
    expect((await cartOf(id)).items.map((i) => i.quantity)).toEqual([10_000]);
  });

  it('counts the same SKU twice in one request', async () => {
    const id = await newGuestCart(backend);
    const { errors } = await run(
      `mutation { addSimpleProductsToCart(input: { cart_id: "${id}", cart_items: [{ data: { sku: "${sku}", quantity: 6000 } }, { data: { sku: "${sku}", quantity: 6000 } }] }) { cart { id } } }`,
    );
    expect(errors?.[0].message).toMatch(/maximum qty allowed/);
    expect((await cartOf(id)).items).toEqual([]);
  });

  it('caps a merged line at the maximum instead of adding past it', async () => {
    const token = await createAndSignIn(backend);
    const { data } = await run<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, bearer(token));
    await addSku(backend, data!.customerCart.id, sku, 7000, bearer(token));
    const guest = await newGuestCart(backend);
    await addSku(backend, guest, sku, 8000);
    const merged = await run<{ mergeCarts: TestCart }>(
      `mutation { mergeCarts(source_cart_id: "${guest}") { ${CART_FIELDS} } }`,
      {},
      bearer(token),
    );
    expect(merged.data!.mergeCarts.items.map((i) => i.quantity)).toEqual([10_000]);
  });
});

describe('placeOrder re-validates the coupon', () => {
  it('removes a coupon whose minimum the cart no longer meets and refuses once, so the shopper sees the new total', async () => {
    const id = await readyCart(40);
    expect((await mutate(id, 'applyCouponToCart', 'coupon_code: "FLAT500"')).data!.applyCouponToCart.cart.applied_coupons).toEqual([
      { code: 'FLAT500' },
    ]);
    const [line] = (await cartOf(id)).items;
    await run(
      `mutation { updateCartItems(input: { cart_id: "${id}", cart_items: [{ cart_item_uid: "${line.uid}", quantity: 1 }] }) { cart { id } } }`,
    );
    expect((await place(id)).data!.placeOrder.errors).toEqual([
      {
        code: 'UNABLE_TO_PLACE_ORDER',
        message:
          'The coupon code "FLAT500" no longer applies to this cart and has been removed. Check the new total and place the order again.',
      },
    ]);
    expect(getDb().prepare('SELECT coupon_code FROM carts WHERE masked_id = ?').get(id)).toEqual({ coupon_code: null });
    const placed = (await place(id)).data!.placeOrder;
    expect(placed.errors).toEqual([]);
    expect(placed.orderV2!.total.discounts).toEqual([]);
  });

  it('refuses a coupon withdrawn after it was applied', async () => {
    const id = await readyCart(2);
    await mutate(id, 'applyCouponToCart', 'coupon_code: "TILES10"');
    getDb().prepare("UPDATE coupons SET active = 0 WHERE code = 'TILES10'").run();
    try {
      expect((await place(id)).data!.placeOrder.errors[0].message).toMatch(/^The coupon code "TILES10" no longer applies/);
    } finally {
      getDb().prepare("UPDATE coupons SET active = 1 WHERE code = 'TILES10'").run();
    }
  });
});
