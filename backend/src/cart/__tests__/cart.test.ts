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

const readCart = (cartId: string) =>
  backend.graphql<{ cart: TestCart }>(`query ($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, { id: cartId });

describe('guest cart', () => {
  it('creates a 32-character masked id and reads an empty cart', async () => {
    const id = await newGuestCart(backend);
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    const { data } = await readCart(id);
    expect(data!.cart).toMatchObject({ id, items: [], total_quantity: 0, prices: { grand_total: { value: 0, currency: 'INR' } } });
  });

  it('adds whole boxes at the catalogue box price; adding the same SKU raises the line', async () => {
    const id = await newGuestCart(backend);
    await addSku(backend, id, skus[0].sku, 2);
    const { data } = await addSku(backend, id, skus[0].sku, 1);
    const cart = data!.addSimpleProductsToCart.cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(3);
    expect(cart.items[0].prices.price.value).toBe(skus[0].price_per_box);
    expect(cart.items[0].prices.row_total.value).toBeCloseTo(skus[0].price_per_box * 3, 2);
    expect(cart.items[0].uid).toBe(Buffer.from(cart.items[0].id).toString('base64'));
    expect(cart.total_quantity).toBe(3);
  });

  it('shows GST split out at 18% included while the grand total stays the MRP total', async () => {
    const id = await newGuestCart(backend);
    const { data } = await addSku(backend, id, skus[0].sku, 1);
    const { prices } = data!.addSimpleProductsToCart.cart;
    const gross = skus[0].price_per_box;
    expect(prices.grand_total.value).toBe(gross);
    expect(prices.subtotal_including_tax.value).toBe(gross);
    expect(prices.applied_taxes).toEqual([
      { label: 'GST 18% (included)', amount: { value: Math.round(((gross * 18) / 118) * 100) / 100 } },
    ]);
    expect(prices.subtotal_excluding_tax.value).toBeCloseTo(gross - prices.applied_taxes[0].amount.value, 2);
  });

  it.each([
    [0, 'Please enter a number greater than 0 in this field.'],
    [1.5, 'Could not add the product with SKU {sku} to the shopping cart: You cannot use decimal quantity for this product.'],
    [10001, 'The requested qty exceeds the maximum qty allowed in shopping cart'],
  ])("rejects quantity %p with Magento's message", async (qty, message) => {
    const id = await newGuestCart(backend);
    const { errors } = await addSku(backend, id, skus[0].sku, qty);
    expect(errors?.[0]).toMatchObject({ message: message.replace('{sku}', skus[0].sku), extensions: { category: 'graphql-input' } });
  });

  it("answers an unknown SKU with Magento's message and adds nothing", async () => {
    const id = await newGuestCart(backend);
    const { errors } = await addSku(backend, id, 'NO-SUCH-SKU', 1);
    expect(errors?.[0]).toMatchObject({
      message: 'Could not find a product with SKU "NO-SUCH-SKU"',
      extensions: { category: 'graphql-no-such-entity' },
    });
    expect((await readCart(id)).data!.cart.items).toEqual([]);
  });

  it('answers an unknown cart id with "Could not find a cart with ID"', async () => {
    const { errors } = await readCart('x'.repeat(32));
    expect(errors?.[0]).toMatchObject({
      message: `Could not find a cart with ID "${'x'.repeat(32)}"`,
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('createEmptyCart honours a requested 32-character id once', async () => {
    const wanted = 'A'.repeat(32);
    const first = await backend.graphql<{ createEmptyCart: string }>(`mutation { createEmptyCart(input: { cart_id: "${wanted}" }) }`);
    expect(first.data!.createEmptyCart).toBe(wanted);
    const again = await backend.graphql(`mutation { createEmptyCart(input: { cart_id: "${wanted}" }) }`);
    expect(again.errors?.[0]).toMatchObject({
      message: `Cart with ID "${wanted}" already exists.`,
      extensions: { category: 'graphql-already-exists' },
    });
    const short = await backend.graphql('mutation { createEmptyCart(input: { cart_id: "short" }) }');
    expect(short.errors?.[0].message).toBe('Cart ID length should to be 32 symbols.');
  });
});
