/** @jest-environment node */
import { createBus, getBus, LOCAL_KEYS, localSettings, PORTS, setRuntimeSettings } from '@tiles/shared';
// The working agreement: logic is tested against the real backend over HTTP (test-only import).
import { startTestBackend, type TestBackend } from '../../../../../backend/src/testing/testServer';
import { MapStorage } from '../../../testing/mapStorage';
import { ensureCartId, loadCart, newGuestCartId, withCart } from '../cartSession';
import { readCartData, readCartId, readToken, writeToken } from '../tokenStore';
import { addProduct } from '../../add-to-cart/addProduct';
import { REMOVE_ITEM } from '../../mini-cart/miniCart.gql';
import { runCartMutation } from '../cartMutation';

let backend: TestBackend;
const storage = new MapStorage();
Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });

beforeAll(async () => {
  backend = await startTestBackend();
  setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: `${backend.url}/graphql` });
}, 60000);
afterAll(() => backend.close());
beforeEach(() => {
  storage.clear();
  (globalThis as Record<symbol, unknown>)[Symbol.for('tiles.event-bus')] = createBus();
});

async function customerToken(email: string): Promise<string> {
  await backend.graphql(
    `mutation { createCustomerV2(input: { firstname: "Asha", lastname: "Rao", email: "${email}", password: "Tiles@2024!" }) { customer { email } } }`,
  );
  const res = await backend.graphql<{ generateCustomerToken: { token: string } }>(
    `mutation { generateCustomerToken(email: "${email}", password: "Tiles@2024!") { token } }`,
  );
  return res.data!.generateCustomerToken.token;
}

describe('cart identity against the real backend', () => {
  it('a guest gets a cart on first need, reuses it, and publishes the line count', async () => {
    expect((await loadCart()).data).toBeNull();
    expect(getBus().last('cart:changed')).toMatchObject({ itemCount: 0, cartId: null });
    const added = await addProduct('TL-1001', 2);
    expect(added.error).toBeUndefined();
    const id = readCartId();
    expect(id).toHaveLength(32);
    await addProduct('TL-1016', 1);
    expect(readCartId()).toBe(id);
    expect(getBus().last('cart:changed')).toMatchObject({ cartId: id, itemCount: 2, reason: 'added' });
    expect(readCartData()?.items).toHaveLength(2);
  });

  it('a stale cart id is replaced and the failed add is retried once', async () => {
    localStorage.setItem(LOCAL_KEYS.cartId, 'x'.repeat(32));
    const res = await addProduct('TL-1001', 1);
    expect(res.error).toBeUndefined();
    expect(readCartId()).not.toBe('x'.repeat(32));
    expect(res.data?.items).toHaveLength(1);
  });

  it('an expired or foreign token is dropped and the visitor continues as a guest', async () => {
    writeToken('not-a-real-token');
    localStorage.setItem(LOCAL_KEYS.cartId, 'y'.repeat(32));
    const res = await addProduct('TL-1001', 1);
    expect(res.error).toBeUndefined();
    expect(readToken()).toBeNull();
    expect(getBus().last('customer:changed')).toEqual({ signedIn: false });
  });

  it("a guest holding a customer's cart id cannot use it and gets a cart of their own", async () => {
    const token = await customerToken(`owner-${Date.now()}@example.com`);
    const cart = await backend.graphql<{ customerCart: { id: string } }>(
      '{ customerCart { id } }',
      {},
      { Authorization: `Bearer ${token}` },
    );
    localStorage.setItem(LOCAL_KEYS.cartId, cart.data!.customerCart.id);
    const res = await addProduct('TL-1001', 1);
    expect(res.error).toBeUndefined();
    expect(readCartId()).not.toBe(cart.data!.customerCart.id);
  });

  it('a signed-in customer with no stored cart id gets the customer cart', async () => {
    const token = await customerToken(`cc-${Date.now()}@example.com`);
    writeToken(token);
    const id = await ensureCartId();
    const cart = await backend.graphql<{ customerCart: { id: string } }>(
      '{ customerCart { id } }',
      {},
      { Authorization: `Bearer ${token}` },
    );
    expect(id.data).toBe(cart.data!.customerCart.id);
    expect(readCartId()).toBe(id.data);
  });

  it('a network failure returns an error object and never resets the cart', async () => {
    await addProduct('TL-1001', 1);
    const id = readCartId();
    setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: 'http://127.0.0.1:9/graphql' });
    const res = await withCart(async () => ({ error: { message: 'offline', network: true } }));
    const add = await addProduct('TL-1001', 1);
    setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: `${backend.url}/graphql` });
    expect(res.error?.network).toBe(true);
    expect(add.error?.network).toBe(true);
    expect(readCartId()).toBe(id);
  });

  it('a load answered after a removal made meanwhile does not bring the removed tile back', async () => {
    await addProduct('TL-1001', 1);
    const [item] = readCartData()!.items!;
    // The load's answer is held until the removal has been answered: the store read the cart before the removal.
    const realFetch = globalThis.fetch;
    let removalAnswered!: () => void;
    const afterRemoval = new Promise<void>((resolve) => (removalAnswered = resolve));
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const answer = await realFetch(input, init);
      if (String(init?.body).includes('MfCartCart')) await afterRemoval;
      return answer;
    });
    try {
      const load = loadCart();
      const removed = await runCartMutation(REMOVE_ITEM, 'removeItemFromCart', { uid: item!.uid }, 'removed');
      removalAnswered();
      expect(removed.data?.items).toEqual([]);
      expect((await load).data?.items).toEqual([]);
    } finally {
      spy.mockRestore();
    }
    expect(readCartData()?.items).toEqual([]);
    expect(getBus().last('cart:changed')).toMatchObject({ itemCount: 0, reason: 'removed' });
  });

  it('shows Magento messages for unknown products without throwing', async () => {
    const res = await addProduct('NOPE-1', 1);
    expect(res.error?.message).toMatch(/Could not find a product with SKU "NOPE-1"/);
  });

  describe("a guest's first add makes the cart in the same request", () => {
    const storeCalls = () => {
      const spy = jest.spyOn(globalThis, 'fetch');
      // Read before restoring: mockRestore forgets the calls.
      return () => {
        const count = spy.mock.calls.length;
        spy.mockRestore();
        return count;
      };
    };

    it('one call to the store, and the cart it made is the one kept', async () => {
      const callsMade = storeCalls();
      const added = await addProduct('TL-1001', 3);
      expect(callsMade()).toBe(1);
      expect(added.data?.items).toEqual([expect.objectContaining({ quantity: 3 })]);
      const id = readCartId()!;
      expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
      const stored = await backend.graphql<{ cart: { total_quantity: number } }>(`{ cart(cart_id: "${id}") { total_quantity } }`);
      expect(stored.data?.cart.total_quantity).toBe(3);
    });

    it('two first adds at once end in one cart holding both', async () => {
      const [a, b] = await Promise.all([addProduct('TL-1001', 1), addProduct('TL-1016', 2)]);
      expect(a.error ?? b.error).toBeUndefined();
      const stored = await backend.graphql<{ cart: { items: { product: { sku: string } }[] } }>(
        `{ cart(cart_id: "${readCartId()}") { items { product { sku } } } }`,
      );
      expect(stored.data?.cart.items.map((i) => i.product.sku).sort()).toEqual(['TL-1001', 'TL-1016']);
      expect(readCartData()?.items).toHaveLength(2);
    });

    it('a first add the store refuses goes the usual way: the shopper reads why, and the next add works', async () => {
      const refused = await addProduct('NO-SUCH-TILE', 1);
      expect(refused.error?.message).toMatch(/NO-SUCH-TILE/);
      expect((await addProduct('TL-1001', 1)).data?.items).toHaveLength(1);
    });

    it('an unreachable store answers the first add at once, with one try, and no cart id is kept', async () => {
      setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: 'http://127.0.0.1:9/graphql' });
      const callsMade = storeCalls();
      const add = await addProduct('TL-1001', 1);
      const calls = callsMade();
      setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: `${backend.url}/graphql` });
      expect(add.error?.network).toBe(true);
      expect(calls).toBe(1);
      expect(readCartId()).toBeNull();
      expect((await addProduct('TL-1001', 1)).data?.items).toHaveLength(1);
    });

    it('every new cart id is different', () => {
      const ids = new Set(Array.from({ length: 200 }, () => newGuestCartId()));
      expect(ids.size).toBe(200);
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    });
  });
});
