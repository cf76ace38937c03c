import { expect, test } from '../../support/fixtures';
import { CartPages, KEYS } from '../../pages/cart';
import { leadStatus } from '../../pages/leads';

/*
 * Issue 17 item 8: whatever a browser has kept (another version's data, a half-written value, an extension's edit),
 * the page works. A corrupt tiles:cart-data once left /checkout/cart "not available" (a TypeError on sqft_per_box)
 * even after a reload; an outbox entry with a non-Latin-1 key blocked every lead queued behind it.
 */
const GOOD_LEAD_KEY = `corrupt-e2e-${Date.now()}`;
const CORRUPT_LOCAL: Record<string, string> = {
  [KEYS.cartData]: JSON.stringify({ id: 'c1', total_quantity: 1, items: [{ uid: 'MQ==', quantity: 1, prices: null }], prices: null }),
  [KEYS.cartId]: 'ключ корзины',
  [KEYS.token]: 'U2FsdGVkX1+not-really-encrypted',
  'tiles:lead-outbox': JSON.stringify([
    {
      key: 'ключ-लीड-0001',
      kind: 'callback',
      queuedAt: '2025-01-01T00:00:00Z',
      payload: { name: 'Blocked', phone: '9876543210', pincode: '' },
    },
    'half-written',
    {
      key: GOOD_LEAD_KEY,
      kind: 'callback',
      queuedAt: '2025-01-01T00:00:01Z',
      payload: { name: 'Queued Behind', phone: '9876543211', pincode: '', source: 'e2e' },
    },
  ]),
  'form-storage': '{"state":{"sidePromptModal":',
  'tiles:popup-day': '{"day":"x","start":"y","fired":-4}',
  'tiles:recently-viewed': '{"not":"a list"}',
};

test('corrupt storage and cookies: the cart page works (also after a reload), adding works, and a lead queued behind a corrupt one is sent', async ({
  page,
  context,
  pageErrors,
}) => {
  test.slow();
  const cart = new CartPages(page);
  await page.goto('/');
  const { hostname } = new URL(page.url());
  await context.addCookies([{ name: 'pincode', value: '%E0%A4%A', domain: hostname, path: '/' }]);
  await page.evaluate((values) => {
    for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
  }, CORRUPT_LOCAL);

  await cart.open('/checkout/cart');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Shopping cart' })).toBeVisible();
  await expect(main).toContainText('Your cart is empty.');
  await expect(page.getByText(/is not available right now/)).toHaveCount(0);
  await expect.poll(() => leadStatus(page, GOOD_LEAD_KEY), { timeout: 30_000 }).toMatchObject({ kind: 'callback' });

  await page.reload();
  await expect(main.getByRole('heading', { name: 'Shopping cart' })).toBeVisible();
  await expect(page.getByText(/is not available right now/)).toHaveCount(0);

  await cart.addFromListing('/tiles/wooden-tiles');
  await cart.expectCount(1);
  expect(await cart.readStorage('cartId')).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(pageErrors).toEqual([]);
});
