import { startTestBackend, type TestBackend } from '../../testing/testServer';
import { createAndSignIn } from '../../customer/__tests__/helpers';
import { addSku, bearer, firstSkus, newGuestCart } from './helpers';

// Starting the backend seeds the catalogue; on a busy machine that outlasts the default 5 s.
jest.setTimeout(30_000);

let backend: TestBackend;
let sku: string;
beforeAll(async () => {
  backend = await startTestBackend();
  [{ sku }] = await firstSkus(backend, 1);
});
afterAll(() => backend.close());

const customerCartId = async (token: string) =>
  (await backend.graphql<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, bearer(token))).data!.customerCart.id;
const cannot = (id: string) => ({
  message: `The current user cannot perform operations on cart "${id}"`,
  extensions: { category: 'graphql-authorization' },
});

describe('customerCart', () => {
  it('needs a signed-in customer', async () => {
    const { errors } = await backend.graphql('{ customerCart { id } }');
    expect(errors?.[0]).toMatchObject({
      message: 'The request is allowed for logged in customer',
      extensions: { category: 'graphql-authorization' },
    });
  });

  it.each([
    ['an unknown token', 'not-a-real-token'],
    ['a revoked token', null],
  ])('treats %s as a guest', async (_, fixed) => {
    let token = fixed;
    if (!token) {
      token = await createAndSignIn(backend);
      await backend.graphql('mutation { revokeCustomerToken { result } }', {}, bearer(token));
    }
    const { errors } = await backend.graphql('{ customerCart { id } }', {}, bearer(token));
    expect(errors?.[0]).toMatchObject({
      message: 'The request is allowed for logged in customer',
      extensions: { category: 'graphql-authorization' },
    });
    // ...and a guest cart keeps working with the stale token still sent.
    const guest = await newGuestCart(backend);
    expect((await addSku(backend, guest, sku, 1, bearer(token))).errors).toBeUndefined();
  });

  it('answers the same cart every time, and createEmptyCart answers it too for a customer', async () => {
    const token = await createAndSignIn(backend);
    const id = await customerCartId(token);
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(await customerCartId(token)).toBe(id);
    const { data } = await backend.graphql<{ createEmptyCart: string }>('mutation { createEmptyCart }', {}, bearer(token));
    expect(data!.createEmptyCart).toBe(id);
  });
});

describe('cart ownership', () => {
  it("a guest cannot use a customer's cart", async () => {
    const id = await customerCartId(await createAndSignIn(backend));
    expect((await backend.graphql(`{ cart(cart_id: "${id}") { id } }`)).errors?.[0]).toMatchObject(cannot(id));
    expect((await addSku(backend, id, sku, 1)).errors?.[0]).toMatchObject(cannot(id));
  });

  it("a customer cannot use another customer's cart", async () => {
    const id = await customerCartId(await createAndSignIn(backend));
    const other = await createAndSignIn(backend);
    expect((await backend.graphql(`{ cart(cart_id: "${id}") { id } }`, {}, bearer(other))).errors?.[0]).toMatchObject(cannot(id));
    expect((await addSku(backend, id, sku, 1, bearer(other))).errors?.[0]).toMatchObject(cannot(id));
  });

  it('a customer cannot use a guest cart (it must be merged), as in Magento', async () => {
    const guest = await newGuestCart(backend);
    const token = await createAndSignIn(backend);
    expect((await backend.graphql(`{ cart(cart_id: "${guest}") { id } }`, {}, bearer(token))).errors?.[0]).toMatchObject(cannot(guest));
  });

  it('an expired token cannot reach the customer cart', async () => {
    process.env.TILES_TOKEN_TTL_MINUTES = '-1';
    const expired = await createAndSignIn(backend);
    delete process.env.TILES_TOKEN_TTL_MINUTES;
    expect((await backend.graphql('{ customer { email } }', {}, bearer(expired))).errors?.[0].message).toBe(
      "The current customer isn't authorized.",
    );
    expect((await backend.graphql('{ customerCart { id } }', {}, bearer(expired))).errors?.[0].message).toBe(
      'The request is allowed for logged in customer',
    );
  });
});

describe('mergeCarts', () => {
  it('moves every guest line into the customer cart, adds up shared SKUs, and closes the guest cart', async () => {
    const skus = await firstSkus(backend, 2);
    const token = await createAndSignIn(backend);
    const customerCart = await customerCartId(token);
    await addSku(backend, customerCart, skus[0].sku, 1, bearer(token));
    const guest = await newGuestCart(backend);
    await addSku(backend, guest, skus[0].sku, 2);
    await addSku(backend, guest, skus[1].sku, 3);
    const { data } = await backend.graphql<{ mergeCarts: { id: string; items: { quantity: number; product: { sku: string } }[] } }>(
      `mutation { mergeCarts(source_cart_id: "${guest}", destination_cart_id: "${customerCart}") { id items { id quantity product { sku } } } }`,
      {},
      bearer(token),
    );
    expect(data!.mergeCarts.id).toBe(customerCart);
    expect(data!.mergeCarts.items.map((i) => [i.product.sku, i.quantity])).toEqual([
      [skus[0].sku, 3],
      [skus[1].sku, 3],
    ]);
    expect((await backend.graphql(`{ cart(cart_id: "${guest}") { id } }`)).errors?.[0].message).toBe("The cart isn't active.");
  });

  it('without a destination uses the customer cart', async () => {
    const token = await createAndSignIn(backend);
    const guest = await newGuestCart(backend);
    await addSku(backend, guest, sku, 4);
    const { data } = await backend.graphql<{ mergeCarts: { id: string; total_quantity: number } }>(
      `mutation { mergeCarts(source_cart_id: "${guest}") { id total_quantity } }`,
      {},
      bearer(token),
    );
    expect(data!.mergeCarts).toEqual({ id: await customerCartId(token), total_quantity: 4 });
  });

  it('needs a customer, and refuses a customer cart as the source', async () => {
    const guest = await newGuestCart(backend);
    expect((await backend.graphql(`mutation { mergeCarts(source_cart_id: "${guest}") { id } }`)).errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
    const token = await createAndSignIn(backend);
    const foreign = await customerCartId(await createAndSignIn(backend));
    expect(
      (await backend.graphql(`mutation { mergeCarts(source_cart_id: "${foreign}") { id } }`, {}, bearer(token))).errors?.[0],
    ).toMatchObject(cannot(foreign));
  });
});
