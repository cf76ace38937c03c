import { expect, slotReady, test } from '../../support/fixtures';
import { remoteOrigin } from '../../support/ports';

const CART = `${remoteOrigin('mf-cart')}/**`;

test('a remote whose server is down leaves the rest of the page working and shows its fallback', async ({ page, pageErrors }) => {
  await page.route(CART, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await slotReady(page, 'mf_header-Header');
  await slotReady(page, 'mf_catalog-HomePage');
  // The cart loads after first paint (on idle), so its fallback appears shortly after the page settles.
  await expect(page.locator('[data-slot="mf_cart-MiniCart"]')).toHaveAttribute('data-slot-state', 'fallback', { timeout: 8000 });
  await expect(page.locator('[data-slot="mf_cart-MiniCart"]').getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/checkout/cart');
  expect(pageErrors).toEqual([]);
});

test('a remote answering 500 shows its fallback, and retry works once it is back', async ({ page, pageErrors }) => {
  let broken = true;
  await page.route(`${remoteOrigin('mf-header')}/**`, (route) => (broken ? route.fulfill({ status: 500, body: 'down' }) : route.continue()));
  await page.goto('/');
  await slotReady(page, 'mf_catalog-HomePage');
  const header = page.locator('[data-slot="mf_header-Header"]');
  await expect(header).toHaveAttribute('data-slot-state', 'fallback', { timeout: 4000 });
  await expect(header.getByRole('link', { name: 'All Tiles' })).toBeVisible();
  broken = false;
  await header.getByRole('button', { name: 'Retry' }).click();
  await slotReady(page, 'mf_header-Header');
  expect(pageErrors).toEqual([]);
});

test('a hanging remote gives up within 3 s and the other remotes render', async ({ page, pageErrors }) => {
  await page.route(`${remoteOrigin('mf-search')}/**`, () => { /* never answers */ });
  await page.goto('/', { waitUntil: 'commit' });
  await slotReady(page, 'mf_header-Header');
  // Search loads on idle; from then it is given 3 s before the slot falls back.
  await expect(page.locator('[data-slot="mf_search-SearchBox"]')).toHaveAttribute('data-slot-state', 'fallback', { timeout: 9000 });
  await expect(page.getByRole('textbox', { name: 'Search tiles' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
