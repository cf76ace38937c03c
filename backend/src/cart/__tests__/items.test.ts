import { startTestBackend, type TestBackend } from '../../testing/testServer';
import { addSku, CART_FIELDS, firstSkus, newGuestCart, type TestCart } from './helpers';

// Starting the backend seeds the catalogue; on a busy machine that outlasts the default 5 s.
jest.setTimeout(30_000);

let backend: TestBackend;
let skus: { sku: string; price_per_box: number }[];
beforeAll(async () => {
  backend = await startTestBackend();
  skus = await firstSkus(backend);
});
afterAll(() => backend.close());

const remove = (cartId: string, ref: string) =>
  backend.graphql<{ removeItemFromCart: { cart: TestCart } }>(
    `mutation ($id: String!) { removeItemFromCart(input: { cart_id: $id, ${ref} }) { cart { ${CART_FIELDS} } } }`,
    { id: cartId },
  );
const update = (cartId: string, items: Record<string, unknown>[]) =>
  backend.graphql<{ updateCartItems: { cart: TestCart } }>(
    `mutation ($id: String!, $items: [CartItemUpdateInput]!) { updateCartItems(input: { cart_id: $id, cart_items: $items }) { cart { ${CART_FIELDS} } } }`,
    { id: cartId, items },
  );

async function cartWithTwoLines() {
  const id = await newGuestCart(backend);
  await addSku(backend, id, skus[0].sku, 2);
  const { data } = await addSku(backend, id, skus[1].sku, 1);
  return { id, items: data!.addSimpleProductsToCart.cart.items };
}

describe('removeItemFromCart', () => {
  it('removes a line by uid and by numeric id', async () => {
    const { id, items } = await cartWithTwoLines();
    const byUid = await remove(id, `cart_item_uid: "${items[0].uid}"`);
    expect(byUid.data!.removeItemFromCart.cart.items.map((i) => i.product.sku)).toEqual([skus[1].sku]);
    const byId = await remove(id, `cart_item_id: ${items[1].id}`);
    expect(byId.data!.removeItemFromCart.cart.items).toEqual([]);
  });

  it("answers a missing item with Magento's message", async () => {
    const { id } = await cartWithTwoLines();
    const { errors } = await remove(id, 'cart_item_id: 999999');
    expect(errors?.[0]).toMatchObject({ message: "The cart doesn't contain the item", extensions: { category: 'graphql-no-such-entity' } });
  });

  it('cannot remove an item of another cart', async () => {
    const a = await cartWithTwoLines();
    const other = await newGuestCart(backend);
    const { errors } = await remove(other, `cart_item_id: ${a.items[0].id}`);
    expect(errors?.[0].message).toBe("The cart doesn't contain the item");
  });

  it('requires an item reference', async () => {
    const { id } = await cartWithTwoLines();
    const { errors } = await backend.graphql(`mutation { removeItemFromCart(input: { cart_id: "${id}" }) { cart { id } } }`);
    expect(errors?.[0]).toMatchObject({
      message: 'Required parameter "cart_item_id" is missing.',
      extensions: { category: 'graphql-input' },
    });
  });
});

describe('updateCartItems', () => {
  it('sets quantities; quantity 0 removes the line', async () => {
    const { id, items } = await cartWithTwoLines();
    const { data } = await update(id, [
      { cart_item_uid: items[0].uid, quantity: 5 },
      { cart_item_id: Number(items[1].id), quantity: 0 },
    ]);
    const cart = data!.updateCartItems.cart;
    expect(cart.items.map((i) => [i.product.sku, i.quantity])).toEqual([[skus[0].sku, 5]]);
    expect(cart.prices.grand_total.value).toBeCloseTo(skus[0].price_per_box * 5, 2);
  });

  it.each([
    [[{ cart_item_id: 999999, quantity: 1 }], 'Could not find cart item with id: 999999.', 'graphql-no-such-entity'],
    [[{ quantity: 1 }], 'Required parameter "cart_item_id" for "cart_items" is missing.', 'graphql-input'],
    [[], 'Required parameter "cart_items" is missing.', 'graphql-input'],
  ])("rejects %j with Magento's message", async (items, message, category) => {
    const { id } = await cartWithTwoLines();
    const { errors } = await update(id, items);
    expect(errors?.[0]).toMatchObject({ message, extensions: { category } });
  });

  it('rejects a fractional box count and changes nothing', async () => {
    const { id, items } = await cartWithTwoLines();
    const { errors } = await update(id, [
      { cart_item_uid: items[0].uid, quantity: 3 },
      { cart_item_uid: items[1].uid, quantity: 1.5 },
    ]);
    expect(errors?.[0].message).toBe(
      `Could not update the product with SKU ${items[1].product.sku}: You cannot use decimal quantity for this product.`,
    );
    const { data } = await backend.graphql<{ cart: TestCart }>(`{ cart(cart_id: "${id}") { ${CART_FIELDS} } }`);
    expect(data!.cart.items.map((i) => i.quantity)).toEqual([2, 1]);
  });
});
