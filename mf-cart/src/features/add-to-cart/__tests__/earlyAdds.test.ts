/** @jest-environment node */
import { createBus, getBus, localSettings, PORTS, setRuntimeSettings } from '@tiles/shared';
// The working agreement: logic is tested against the real backend over HTTP (test-only import).
import { startTestBackend, type TestBackend } from '../../../../../backend/src/testing/testServer';
import { MapStorage } from '../../../testing/mapStorage';
import { takeCartOpenRequest } from '../../cart-identity/cartOpenRequest';
import { readCartId } from '../../cart-identity/tokenStore';
import { addEarlyClicks, earlyAddOf, subscribeEarlyAdds } from '../earlyAdds';

let backend: TestBackend;
Object.defineProperty(globalThis, 'localStorage', { value: new MapStorage(), configurable: true });
// The page's loader records on window (this is the node environment: window is the global object).
Object.defineProperty(globalThis, 'window', { value: globalThis, configurable: true });

beforeAll(async () => {
  backend = await startTestBackend();
  setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: `${backend.url}/graphql` });
  (globalThis as Record<symbol, unknown>)[Symbol.for('tiles.event-bus')] = createBus();
}, 60000);
afterAll(() => backend.close());

/** What the loader recorded: clicks on server-rendered buttons before any code ran. */
const recorded = (clicks: unknown[]) => Object.assign(globalThis, { __TILES_EARLY_ACTIVATIONS__: { open: true, clicks } });
const settled = () =>
  new Promise<void>((resolve) => {
    const stop = subscribeEarlyAdds(() => {
      if (earlyAddOf('TL-1001')?.pending === false) {
        stop();
        resolve();
      }
    });
  });

async function storedCart(): Promise<Record<string, number>> {
  const res = await backend.graphql<{ cart: { items: { quantity: number; product: { sku: string } }[] } }>(
    `{ cart(cart_id: "${readCartId()}") { items { quantity product { sku } } } }`,
  );
  return Object.fromEntries(res.data!.cart.items.map((i) => [i.product.sku, i.quantity]));
}

it('adds what an early click asked for, once, opens the mini cart even if it is not live yet, and ignores what no button of ours wrote', async () => {
  const opened: unknown[] = [];
  getBus().subscribe('cart:open-requested', (p) => opened.push(p));
  recorded([
    { module: 'mf_cart/AddToCart', key: 'TL-1001', value: '2' },
    { module: 'mf_cart/AddToCart', key: 'TL-1016"><img src=x>', value: '1' },
    { module: 'mf_cart/AddToCart', key: 'TL-1031', value: '1e9' },
    { module: 'mf_cart/AddToCart', key: 'TL-1046', value: '0.5' },
    { module: 'mf_catalog/CatalogRoute', key: 'TL-1061', value: '1' },
  ]);
  const done = settled();
  addEarlyClicks();
  expect(earlyAddOf('TL-1001')).toEqual({ pending: true, error: null, added: false });
  // The other module of the cart that arrives takes nothing more.
  addEarlyClicks();
  await done;
  expect(earlyAddOf('TL-1001')).toEqual({ pending: false, error: null, added: true });
  expect(await storedCart()).toEqual({ 'TL-1001': 2 });
  expect(opened).toHaveLength(1);
  // No mini cart heard it here: the request waits for the one that mounts.
  expect(takeCartOpenRequest()).toBe(true);
  expect(takeCartOpenRequest()).toBe(false);
});

it('an early add the store refuses says why on that card', async () => {
  recorded([{ module: 'mf_cart/AddToCart', key: 'NO-SUCH-TILE', value: '1' }]);
  const failed = new Promise<void>((resolve) => {
    const stop = subscribeEarlyAdds(() => {
      if (earlyAddOf('NO-SUCH-TILE')?.pending === false) {
        stop();
        resolve();
      }
    });
  });
  addEarlyClicks();
  await failed;
  expect(earlyAddOf('NO-SUCH-TILE')).toMatchObject({ added: false, error: 'This tile is no longer available.' });
});
