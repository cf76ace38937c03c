import { startTestBackend, type TestBackend } from '../../testing/testServer';
import { addSku, CART_FIELDS, firstSkus, newGuestCart, type TestCart } from './helpers';
import { boxPrice, zoneFor } from '../pricing';
import { productBySku } from '../../catalog/repository';

// Starting the backend seeds the catalogue; on a busy machine that outlasts the default 5 s.
jest.setTimeout(30_000);

let backend: TestBackend;
let skus: { sku: string; price_per_box: number }[];
beforeAll(async () => {
  backend = await startTestBackend();
  skus = await firstSkus(backend);
});
afterAll(() => backend.close());

const addCustom = (cartId: string, pincode: string, items: { sku: string; quantity: number; price: number }[]) =>
  backend.graphql<{ addSimpleProductsToCartCustomPrice: { cart: TestCart } }>(
    `mutation ($input: AddSimpleProductsToCartCustomPriceInput!) { addSimpleProductsToCartCustomPrice(input: $input) { cart { ${CART_FIELDS} } } }`,
    {
      input: {
        cart_id: cartId,
        pincode,
        cart_items: items.map((i) => ({ data: { sku: i.sku, quantity: i.quantity }, custom_price: i.price })),
      },
    },
  );

describe('pincode pricing', () => {
  it('zones by the first digit and never prices above MRP', () => {
    const p = productBySku(skus[0].sku)!;
    expect(zoneFor('360001').digit).toBe(3);
    expect(boxPrice(p, null)).toBe(skus[0].price_per_box);
    for (const pin of ['110001', '226001', '360001', '400001', '560001', '600001', '700001', '800001', '900001']) {
      expect(boxPrice(p, pin)).toBeLessThanOrEqual(skus[0].price_per_box);
    }
    expect(boxPrice(p, '360001')).toBe(Math.round(skus[0].price_per_box * 0.92 * 100) / 100);
  });

  it('price_per_box_for_pincode answers the price custom_price must equal, null for a bad pincode', async () => {
    const { data } = await backend.graphql<{ products: { items: { price_per_box_for_pincode: number | null; bad: number | null }[] } }>(
      `{ products(filter: { sku: { eq: "${skus[0].sku}" } }) { items { price_per_box_for_pincode(pincode: "560001") bad: price_per_box_for_pincode(pincode: "56") } } }`,
    );
    expect(data!.products.items[0]).toEqual({ price_per_box_for_pincode: boxPrice(productBySku(skus[0].sku)!, '560001'), bad: null });
  });

  it('accepts custom_price equal to the server price for the pincode and prices the cart for it', async () => {
    const id = await newGuestCart(backend);
    const price = boxPrice(productBySku(skus[0].sku)!, '400001');
    const { data, errors } = await addCustom(id, '400001', [{ sku: skus[0].sku, quantity: 2, price }]);
    expect(errors).toBeUndefined();
    const cart = data!.addSimpleProductsToCartCustomPrice.cart;
    expect(cart.pincode).toBe('400001');
    expect(cart.items[0].prices.price.value).toBe(price);
    expect(cart.prices.grand_total.value).toBeCloseTo(price * 2, 2);
  });

  it('rejects a tampered price and adds nothing', async () => {
    const id = await newGuestCart(backend);
    const price = boxPrice(productBySku(skus[0].sku)!, '400001');
    const { errors } = await addCustom(id, '400001', [
      { sku: skus[1].sku, quantity: 1, price: boxPrice(productBySku(skus[1].sku)!, '400001') },
      { sku: skus[0].sku, quantity: 2, price: price - 1 },
    ]);
    expect(errors?.[0].extensions?.category).toBe('graphql-input');
    expect(errors?.[0].message).toBe(
      `The price ${price - 1} for "${skus[0].sku}" does not match the price for pincode 400001 (${price.toFixed(2)}). Reload the price and try again.`,
    );
    const { data } = await backend.graphql<{ cart: TestCart }>(`{ cart(cart_id: "${id}") { ${CART_FIELDS} } }`);
    expect(data!.cart.items).toEqual([]);
    expect(data!.cart.pincode).toBeNull();
  });

  it('rejects the MRP when the pincode price is lower', async () => {
    const id = await newGuestCart(backend);
    const { errors } = await addCustom(id, '360001', [{ sku: skus[0].sku, quantity: 1, price: skus[0].price_per_box }]);
    expect(errors?.[0].message).toMatch(/does not match the price for pincode 360001/);
  });

  it.each(['12345', '1234567', 'abcdef', '012345'])('rejects pincode %p', async (pin) => {
    const id = await newGuestCart(backend);
    const { errors } = await addCustom(id, pin, [{ sku: skus[0].sku, quantity: 1, price: 1 }]);
    expect(errors?.[0]).toMatchObject({
      message: `"${pin}" is not a valid pincode. Enter the 6-digit pincode of the delivery address.`,
      extensions: { category: 'graphql-input' },
    });
  });

  it('an empty cart_items list reprices the whole cart for a new pincode', async () => {
    const id = await newGuestCart(backend);
    await addSku(backend, id, skus[0].sku, 3);
    const { data } = await addCustom(id, '360001', []);
    const cart = data!.addSimpleProductsToCartCustomPrice.cart;
    expect(cart.pincode).toBe('360001');
    expect(cart.items[0].prices.price.value).toBe(boxPrice(productBySku(skus[0].sku)!, '360001'));
  });
});

describe('coupons', () => {
  const apply = (id: string, code: string) =>
    backend.graphql<{ applyCouponToCart: { cart: TestCart } }>(
      `mutation { applyCouponToCart(input: { cart_id: "${id}", coupon_code: "${code}" }) { cart { ${CART_FIELDS} } } }`,
    );
  const removeCoupon = (id: string) =>
    backend.graphql<{ removeCouponFromCart: { cart: TestCart } }>(
      `mutation { removeCouponFromCart(input: { cart_id: "${id}" }) { cart { ${CART_FIELDS} } } }`,
    );

  it('TILES10 takes 10% off each line with its label; GST is recomputed on the discounted total', async () => {
    const id = await newGuestCart(backend);
    await addSku(backend, id, skus[0].sku, 10);
    const { data } = await apply(id, 'tiles10');
    const cart = data!.applyCouponToCart.cart;
    const subtotal = Math.round(skus[0].price_per_box * 10 * 100) / 100;
    const discount = Math.round(subtotal * 0.1 * 100) / 100;
    expect(cart.applied_coupons).toEqual([{ code: 'TILES10' }]);
    expect(cart.prices.discounts).toEqual([{ label: '10% off tiles (TILES10)', amount: { value: discount } }]);
    expect(cart.items[0].prices.total_item_discount.value).toBe(discount);
    expect(cart.prices.grand_total.value).toBeCloseTo(subtotal - discount, 2);
    expect(cart.prices.applied_taxes[0].amount.value).toBeCloseTo(((subtotal - discount) * 18) / 118, 1);
  });

  it('FLAT500 takes ₹500 off; removing it restores the total', async () => {
    const id = await newGuestCart(backend);
    const { data: added } = await addSku(backend, id, skus[0].sku, 20);
    const before = added!.addSimpleProductsToCart.cart.prices.grand_total.value;
    const { data } = await apply(id, 'FLAT500');
    expect(data!.applyCouponToCart.cart.prices.grand_total.value).toBeCloseTo(before - 500, 2);
    const removed = await removeCoupon(id);
    expect(removed.data!.removeCouponFromCart.cart).toMatchObject({
      applied_coupons: null,
      prices: { grand_total: { value: before }, discounts: null },
    });
  });

  it('FLAT500 needs a ₹5,000 cart, and stops applying when the cart drops below it', async () => {
    const id = await newGuestCart(backend);
    const { data: added } = await addSku(backend, id, skus[0].sku, 1);
    const small = added!.addSimpleProductsToCart.cart;
    if (small.prices.grand_total.value >= 5000) throw new Error('fixture: one box should cost under ₹5,000');
    expect((await apply(id, 'FLAT500')).errors?.[0].message).toBe("The coupon code isn't valid. Verify the code and try again.");
    const boxes = Math.ceil(5000 / skus[0].price_per_box);
    await backend.graphql(
      `mutation { updateCartItems(input: { cart_id: "${id}", cart_items: [{ cart_item_uid: "${small.items[0].uid}", quantity: ${boxes} }] }) { cart { id } } }`,
    );
    expect((await apply(id, 'FLAT500')).data!.applyCouponToCart.cart.applied_coupons).toEqual([{ code: 'FLAT500' }]);
    const { data } = await backend.graphql<{ updateCartItems: { cart: TestCart } }>(
      `mutation { updateCartItems(input: { cart_id: "${id}", cart_items: [{ cart_item_uid: "${small.items[0].uid}", quantity: 1 }] }) { cart { ${CART_FIELDS} } } }`,
    );
    expect(data!.updateCartItems.cart).toMatchObject({
      applied_coupons: null,
      prices: { discounts: null, grand_total: { value: skus[0].price_per_box } },
    });
  });

  it("answers an unknown code with Magento's message", async () => {
    const id = await newGuestCart(backend);
    await addSku(backend, id, skus[0].sku, 1);
    expect((await apply(id, 'NOPE')).errors?.[0]).toMatchObject({
      message: "The coupon code isn't valid. Verify the code and try again.",
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('refuses a second coupon and coupons on an empty cart', async () => {
    const id = await newGuestCart(backend);
    expect((await apply(id, 'TILES10')).errors?.[0].message).toBe('Cart does not contain products.');
    expect((await removeCoupon(id)).errors?.[0].message).toBe('Cart does not contain products');
    await addSku(backend, id, skus[0].sku, 20);
    await apply(id, 'TILES10');
    expect((await apply(id, 'FLAT500')).errors?.[0]).toMatchObject({
      message: 'A coupon is already applied to the cart. Please remove it to apply another',
      extensions: { category: 'graphql-input' },
    });
  });
});
