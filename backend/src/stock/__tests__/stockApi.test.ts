import { withTestBackend } from '../../testing/testServer';
import { bearer } from '../../cart/__tests__/helpers';
import { createAndSignIn } from '../../customer/__tests__/helpers';
import { fixtures, type Headers } from '../../__tests__/magento/fixtures';
import { getDb } from '../../store/db';
import { runAdminCommand } from '../../orders/admin';

// Seeded shortages (seedStock.ts): TL-1051 4 boxes, TL-1086 7, TL-1100 2; TL-1053 and TL-1096 none.
process.env.TILES_STOCK_THRESHOLD = '10';
delete process.env.TILES_GUEST_ORDER_LIMIT;
const backend = withTestBackend();
const f = fixtures(backend, () => '');
const NOT_AVAILABLE = 'The requested qty is not available';
const NOT_SALABLE = 'Product that you are trying to add is not available.';

type Stock = { sku: string; stock_status: string; only_x_left_in_stock: number | null };
async function stockOf(sku: string): Promise<Stock> {
  const { data } = await backend().graphql<{ products: { items: Stock[] } }>(
    'query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku stock_status only_x_left_in_stock } } }',
    { sku },
  );
  return data!.products.items[0];
}

type AddAnswer = { addProductsToCart: { cart: { items: { quantity: number }[] }; user_errors: { code: string; message: string }[] } };
const addProducts = (id: string, sku: string, quantity: number, h: Headers = {}) =>
  backend().graphql<AddAnswer>(
    `mutation ($id: String!, $sku: String!, $q: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $q }]) {
      cart { items { quantity } } user_errors { code message } } }`,
    { id, sku, q: quantity },
    h,
  );

/** A cart holding `quantity` boxes of `sku`, ready to place (address, shipping, payment, and a guest's e-mail). */
async function readyCart(sku: string, quantity: number, h: Headers = {}): Promise<string> {
  const id = await f.createEmptyCart(h);
  const added = await addProducts(id, sku, quantity, h);
  expect(added.data!.addProductsToCart.user_errors).toEqual([]);
  const steps = [f.setNewShippingAddress, f.setNewBillingAddress, f.setFlatrateShippingMethod, f.setPaymentMethod];
  for (const step of h.Authorization ? steps : [...steps, f.setGuestEmail]) await step(id, h);
  return id;
}

type Placed = { placeOrder: { orderV2: { number: string } | null; errors: { code: string; message: string }[] } };
const place = (id: string, h: Headers = {}) =>
  backend().graphql<Placed>(
    'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } errors { code message } } }',
    { id },
    h,
  );

describe('stock in the products answers', () => {
  it('answers IN_STOCK, OUT_OF_STOCK and "only x left" only at or under the threshold', async () => {
    expect(await stockOf('TL-1001')).toEqual({ sku: 'TL-1001', stock_status: 'IN_STOCK', only_x_left_in_stock: null });
    expect(await stockOf('TL-1051')).toEqual({ sku: 'TL-1051', stock_status: 'IN_STOCK', only_x_left_in_stock: 4 });
    expect(await stockOf('TL-1053')).toEqual({ sku: 'TL-1053', stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null });
  });
});

describe('a quantity above stock', () => {
  it('addProductsToCart answers INSUFFICIENT_STOCK and NOT_SALABLE with Magento messages and adds nothing', async () => {
    const id = await f.createEmptyCart();
    const over = await addProducts(id, 'TL-1051', 5);
    expect(over.data!.addProductsToCart.user_errors).toEqual([{ code: 'INSUFFICIENT_STOCK', message: NOT_AVAILABLE }]);
    expect(over.data!.addProductsToCart.cart.items).toEqual([]);
    const out = await addProducts(id, 'TL-1053', 1);
    expect(out.data!.addProductsToCart.user_errors).toEqual([{ code: 'NOT_SALABLE', message: NOT_SALABLE }]);
    // All four fit; one more on the same line does not (the line's total is checked, not the request's).
    expect((await addProducts(id, 'TL-1051', 4)).data!.addProductsToCart.user_errors).toEqual([]);
    const more = await addProducts(id, 'TL-1051', 1);
    expect(more.data!.addProductsToCart.user_errors).toEqual([{ code: 'INSUFFICIENT_STOCK', message: NOT_AVAILABLE }]);
    expect(more.data!.addProductsToCart.cart.items).toEqual([{ quantity: 4 }]);
  });

  it('refuses huge quantities on a well-stocked tile and keeps the cart as it was', async () => {
    const id = await f.createEmptyCart();
    for (const q of [1e9, Number.MAX_SAFE_INTEGER, 10_001]) {
      const answer = await addProducts(id, 'TL-1001', q);
      expect(answer.data!.addProductsToCart.user_errors[0].code).toBe('INSUFFICIENT_STOCK');
      expect(answer.data!.addProductsToCart.cart.items).toEqual([]);
    }
  });

  it('addSimpleProductsToCart and updateCartItems refuse with the same messages', async () => {
    const id = await f.createEmptyCart();
    const simple = (sku: string, q: number) =>
      f.gql(
        'mutation ($id: String!, $sku: String!, $q: Float!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: $q } }] }) { cart { id } } }',
        { id, sku, q },
      );
    expect((await simple('TL-1051', 9)).errors?.[0].message).toBe(NOT_AVAILABLE);
    expect((await simple('TL-1096', 1)).errors?.[0].message).toBe(NOT_SALABLE);
    expect((await simple('TL-1051', 3)).errors).toBeUndefined();
    type Items = { cart: { items: { uid: string; quantity: number }[] } };
    const cart = await f.gql(`query ($id: String!) { cart(cart_id: $id) { items { uid quantity } } }`, { id });
    const uid = (cart.data as Items).cart.items[0].uid;
    const update = (q: number) =>
      f.gql(
        'mutation ($id: String!, $uid: ID!, $q: Float!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: $q }] }) { cart { items { quantity } } } }',
        { id, uid, q },
      );
    expect((await update(5)).errors?.[0].message).toBe(NOT_AVAILABLE);
    expect((await update(4)).data).toEqual({ updateCartItems: { cart: { items: [{ quantity: 4 }] } } });
  });
});

describe('placing and cancelling orders', () => {
  it('two shoppers racing for the last boxes: one order, the other refused with Magento message', async () => {
    const [a, b] = [await readyCart('TL-1086', 7), await readyCart('TL-1086', 7)];
    const answers = await Promise.all([place(a), place(b)]);
    const placed = answers.filter((r) => r.data!.placeOrder.orderV2);
    const refused = answers.filter((r) => !r.data!.placeOrder.orderV2);
    expect(placed).toHaveLength(1);
    expect(refused.map((r) => r.data!.placeOrder.errors)).toEqual([
      [{ code: 'UNABLE_TO_PLACE_ORDER', message: 'Not all of your products are available in the requested quantity.' }],
    ]);
    expect(await stockOf('TL-1086')).toMatchObject({ stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null });
    // The loser's cart is kept, its line marked as Magento marks it when the cart loads.
    const loser = answers.indexOf(refused[0]) === 0 ? a : b;
    const cart = await f.gql('query ($id: String!) { cart(cart_id: $id) { items { quantity is_available errors { code message } } } }', {
      id: loser,
    });
    expect(cart.data).toEqual({
      cart: { items: [{ quantity: 7, is_available: false, errors: [{ code: 'ITEM_QTY', message: NOT_SALABLE }] }] },
    });
  });

  it('a cancelled order gives its boxes back exactly once, from the shopper or the warehouse command', async () => {
    const token = await createAndSignIn(backend());
    const h = bearer(token);
    const first = (await place(await readyCart('TL-1100', 2, h), h)).data!.placeOrder.orderV2!.number;
    expect(await stockOf('TL-1100')).toMatchObject({ stock_status: 'OUT_OF_STOCK' });
    const cancel = () =>
      f.gql(
        'mutation ($id: ID!) { cancelOrder(input: { order_id: $id, reason: "Wrong size" }) { error } }',
        { id: String(Number(first)) },
        h,
      );
    expect((await cancel()).data).toEqual({ cancelOrder: { error: null } });
    expect(await stockOf('TL-1100')).toMatchObject({ stock_status: 'IN_STOCK', only_x_left_in_stock: 2 });
    expect((await cancel()).data).toEqual({ cancelOrder: { error: 'Order already closed, complete, cancelled or on hold' } });
    const ctx = { db: getDb(), lang: 'en' as const, storeCode: 'default', token: null, client: 'admin' };
    expect(runAdminCommand(ctx, ['status', first, 'canceled'])).toHaveProperty('error');
    expect(await stockOf('TL-1100')).toMatchObject({ only_x_left_in_stock: 2 });

    const second = (await place(await readyCart('TL-1100', 2))).data!.placeOrder.orderV2!.number;
    expect(await stockOf('TL-1100')).toMatchObject({ stock_status: 'OUT_OF_STOCK' });
    expect(runAdminCommand(ctx, ['status', second, 'canceled'])).toEqual({ done: `order ${second} is Canceled` });
    expect(await stockOf('TL-1100')).toMatchObject({ stock_status: 'IN_STOCK', only_x_left_in_stock: 2 });
  });

  it('reorderItems adds what is in stock and reports the short line as INSUFFICIENT_STOCK, as Magento does', async () => {
    const token = await createAndSignIn(backend());
    const h = bearer(token);
    const id = await readyCart('TL-1051', 3, h);
    await addProducts(id, 'TL-1001', 2, h);
    const number = (await place(id, h)).data!.placeOrder.orderV2!.number;
    expect(await stockOf('TL-1051')).toMatchObject({ only_x_left_in_stock: 1 });
    type Reorder = {
      reorderItems: {
        cart: { items: { quantity: number; product: { sku: string } }[] };
        userInputErrors: { code: string; message: string; path: string[] }[];
      };
    };
    const reorder = await backend().graphql<Reorder>(
      'mutation ($n: String!) { reorderItems(orderNumber: $n) { cart { items { quantity product { sku } } } userInputErrors { code message path } } }',
      { n: number },
      h,
    );
    expect(reorder.data!.reorderItems.userInputErrors).toEqual([
      { code: 'INSUFFICIENT_STOCK', message: NOT_AVAILABLE, path: ['orderNumber'] },
    ]);
    expect(reorder.data!.reorderItems.cart.items).toEqual([{ quantity: 2, product: { sku: 'TL-1001' } }]);
  });
});
