/** @jest-environment node */
import { createBus, getBus, localSettings, PORTS, setRuntimeSettings } from '@tiles/shared';
// The working agreement: logic is tested against the real backend over HTTP (test-only import).
import { startTestBackend, type TestBackend } from '../../../../../backend/src/testing/testServer';
import { MapStorage } from '../../../testing/mapStorage';
import { takeCartOpenRequest } from '../../cart-identity/cartOpenRequest';
import { readCartId } from '../../cart-identity/tokenStore';
import { addFromForm, readAddForm } from '../addFromForm';
import { productAddOf } from '../productAdds';

let backend: TestBackend;
Object.defineProperty(globalThis, 'localStorage', { value: new MapStorage(), configurable: true });
Object.defineProperty(globalThis, 'window', { value: globalThis, configurable: true });

beforeAll(async () => {
  backend = await startTestBackend();
  setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: `${backend.url}/graphql` });
  (globalThis as Record<symbol, unknown>)[Symbol.for('tiles.event-bus')] = createBus();
}, 60000);
afterAll(() => backend.close());

/** The fields "Add to cart"'s form sends. */
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  Object.entries(fields).forEach(([k, v]) => data.append(k, v));
  return data;
};

async function storedCart(): Promise<Record<string, number>> {
  const res = await backend.graphql<{ cart: { items: { quantity: number; product: { sku: string } }[] } }>(
    `{ cart(cart_id: "${readCartId()}") { items { quantity product { sku } } } }`,
  );
  return Object.fromEntries(res.data!.cart.items.map((i) => [i.product.sku, i.quantity]));
}

it('reads only the fields our form writes', () => {
  expect(readAddForm(form({ sku: 'TL-1001', qty: '2' }))).toEqual({ sku: 'TL-1001', boxes: 2 });
  expect(readAddForm(form({ sku: 'TL-1016"><img src=x>', qty: '1' }))).toBeNull();
  expect(readAddForm(form({ sku: 'TL-1031', qty: '1e9' }))).toBeNull();
  expect(readAddForm(form({ sku: 'TL-1046', qty: '0.5' }))).toBeNull();
  expect(readAddForm(form({ sku: 'TL-1061' }))).toBeNull();
});

it('adds what the form sent, once, and opens the mini cart even if it is not live yet', async () => {
  const opened: unknown[] = [];
  getBus().subscribe('cart:open-requested', (p) => opened.push(p));
  const first = addFromForm(form({ sku: 'TL-1001', qty: '2' }));
  expect(productAddOf('TL-1001')).toEqual({ pending: true, error: null, addedBoxes: null });
  // The same product sent again while the first add is on its way adds nothing.
  await Promise.all([first, addFromForm(form({ sku: 'TL-1001', qty: '2' }))]);
  expect(productAddOf('TL-1001')).toEqual({ pending: false, error: null, addedBoxes: 2 });
  expect(await storedCart()).toEqual({ 'TL-1001': 2 });
  expect(opened).toHaveLength(1);
  // No mini cart heard it here: the request waits for the one that mounts.
  expect(takeCartOpenRequest()).toBe(true);
  expect(takeCartOpenRequest()).toBe(false);
});

it('an add the store refuses says why, for every button of that product', async () => {
  await addFromForm(form({ sku: 'NO-SUCH-TILE', qty: '1' }));
  expect(productAddOf('NO-SUCH-TILE')).toMatchObject({ pending: false, addedBoxes: null, error: 'This tile is no longer available.' });
});
