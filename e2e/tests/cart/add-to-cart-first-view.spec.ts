import type { Page } from '@playwright/test';
import { expect, slotReady, test } from '../../support/fixtures';
import { CartPages, gql, KEYS } from '../../pages/cart';
import { remoteOrigin, SHELL_URL } from '../../support/ports';
import { needsServerRenderOf } from '../../support/remoteStore';

/**
 * A listing's "Add to cart" is in the server's HTML, rendered by the cart team (issue 16): enabled before any code
 * has run, a click made before the cart's code is live adds once when it is, and without scripts it does not
 * pretend. Code is held back by route interception, so "before the code arrives" is certain, not a race.
 */
const LISTING = '/tiles/wooden-tiles';
needsServerRenderOf('mf-cart');

/** Holds back the JS files `which` matches until the returned function is called. */
async function holdScripts(page: Page, which: (url: URL) => boolean): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => which(url) && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}
const cartOrigin = remoteOrigin('mf-cart');
const shellCode = (url: URL) => url.origin === SHELL_URL;
const cartCode = (url: URL) => url.origin === cartOrigin;

/** React's warnings (a key, a prop, a hydration mismatch) and errors, as the page logged them. */
function reactWarnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && /Warning:|React|hydrat/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

/** The visitor's cart as the store has it: quantity per sku. */
async function storedCart(page: Page): Promise<Record<string, number>> {
  const cartId = await page.evaluate((k) => localStorage.getItem(k), KEYS.cartId);
  const res = await gql<{ cart: { items: { quantity: number; product: { sku: string } }[] } }>(
    page.request,
    'query($id: String!) { cart(cart_id: $id) { items { quantity product { sku } } } }',
    { id: cartId },
  );
  return Object.fromEntries(res.data!.cart.items.map((i) => [i.product.sku, i.quantity]));
}
const firstCardButton = (page: Page) =>
  page
    .locator('main [data-slot="mf_cart-AddToCart"]')
    .first()
    .getByRole('button', { name: /^Add to cart/ });

test('the server’s HTML of a listing holds an enabled "Add to cart" in every card, rendered by the cart team', async ({ page }) => {
  const html = await (await page.request.get(LISTING)).text();
  const slots = html.match(/<div[^>]* data-slot="mf_cart-AddToCart" data-slot-state="server" data-ssr="mf_cart\/AddToCart"[^>]*>/g) ?? [];
  expect(slots.length).toBeGreaterThanOrEqual(12);
  expect(html).not.toContain('data-slot-props');
  // Before any of the app's code: there, enabled, one per card.
  const release = await holdScripts(page, shellCode);
  await page.goto(LISTING, { waitUntil: 'domcontentloaded' });
  const buttons = page.locator('main article').getByRole('button', { name: /^Add to cart/ });
  await expect(buttons).toHaveCount(slots.length);
  await expect(buttons.first()).toBeEnabled();
  await expect(buttons.first()).toBeVisible();
  release();
});

test('a click before any code has run adds that product once, when the cart’s code is live, without a shift', async ({ page }) => {
  const warnings = reactWarnings(page);
  const releaseApp = await holdScripts(page, shellCode);
  const releaseCart = await holdScripts(page, cartCode);
  await page.goto(LISTING, { waitUntil: 'domcontentloaded' });
  const button = firstCardButton(page);
  const sku = await page.locator('main [data-slot="mf_cart-AddToCart"]').first().getAttribute('data-ssr-key');
  await button.click();
  // Measured after the click (which scrolls the button into view): from here on nothing may move it.
  const before = await button.boundingBox();
  releaseApp();
  // The listing goes live; the cart's code is still held: the card keeps the cart's server button where it was.
  await slotReady(page, 'mf_catalog-CatalogRoute');
  await expect(page.locator('main [data-slot="mf_cart-AddToCart"]').first()).toHaveAttribute('data-slot-state', 'server');
  expect(await button.boundingBox()).toEqual(before);
  releaseCart();
  const cart = new CartPages(page);
  await expect(cart.dialog).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main [data-slot="mf_cart-AddToCart"]').first()).toHaveAttribute('data-slot-state', 'ready');
  expect(await button.boundingBox()).toEqual(before);
  await cart.expectCount(1);
  expect(await storedCart(page)).toEqual({ [sku!]: 1 });
  expect(warnings).toEqual([]);
});

test('a click before any code has run is added as soon as the cart’s code is here, without waiting for the listing', async ({ page }) => {
  const catalogueOrigin = remoteOrigin('mf-catalog');
  const releaseListing = await holdScripts(page, (url) => url.origin === catalogueOrigin);
  const releaseApp = await holdScripts(page, shellCode);
  await page.goto(LISTING, { waitUntil: 'domcontentloaded' });
  const sku = await page.locator('main [data-slot="mf_cart-AddToCart"]').first().getAttribute('data-ssr-key');
  await firstCardButton(page).click();
  releaseApp();
  // The listing's code is still held, so the card around the button is still the server's: the add is made anyway.
  const cart = new CartPages(page);
  await expect(cart.dialog).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-slot="mf_catalog-CatalogRoute"]')).toHaveAttribute('data-slot-state', 'server');
  await cart.expectCount(1);
  releaseListing();
  await slotReady(page, 'mf_catalog-CatalogRoute');
  // The card's live button says it was added (its status line), and taking the listing over added nothing more.
  await expect(page.locator('main [data-slot="mf_cart-AddToCart"]').first().getByRole('status')).toContainText(/Added/);
  await cart.expectCount(1);
  expect(await storedCart(page)).toEqual({ [sku!]: 1 });
});

test('a click while only the cart’s code is held (the listing live) adds once when it arrives', async ({ page }) => {
  const release = await holdScripts(page, cartCode);
  // Not until `load`: it waits for the cart's hinted scripts, which are held.
  await page.goto(LISTING, { waitUntil: 'domcontentloaded' });
  await slotReady(page, 'mf_catalog-CatalogRoute');
  const name = await page.locator('main article').nth(1).getByRole('heading', { level: 3 }).textContent();
  // The live listing shows the cart's server button in each card (its own instance's), still enabled.
  const second = page
    .locator('main [data-slot="mf_cart-AddToCart"]')
    .nth(1)
    .getByRole('button', { name: /^Add to cart/ });
  await expect(second).toBeEnabled();
  await second.click();
  release();
  const cart = new CartPages(page);
  // Held longer than its 3 s give-up (a busy machine), the header's mini cart shows its fallback, and heals as soon as
  // the cart's code arrives (not at its next scheduled retry): the dialog opens then.
  await expect(cart.dialog).toBeVisible({ timeout: 15_000 });
  await expect(cart.dialog).toContainText(name!);
  await cart.expectCount(1);
  expect(Object.values(await storedCart(page))).toEqual([1]);
});

test('a product page’s "Add to cart" arrives from the server saying what it adds, and the cart takes it over cleanly', async ({ page }) => {
  const warnings = reactWarnings(page);
  const listing = await (await page.request.get(LISTING)).text();
  const product = /class="cat-card__link" href="([^"]+)"/.exec(listing)![1];
  const release = await holdScripts(page, shellCode);
  await page.goto(product, { waitUntil: 'domcontentloaded' });
  const slot = page.locator('main [data-slot="mf_cart-AddToCart"]').first();
  await expect(slot).toHaveAttribute('data-ssr-key', / full$/);
  await expect(slot).toContainText(/Adds 1 box \(covers [\d.]+ sq\.ft\)/);
  await expect(slot.getByRole('button', { name: /^Add to cart/ })).toBeEnabled();
  const before = await slot.boundingBox();
  release();
  await expect(slot).toHaveAttribute('data-slot-state', 'ready');
  expect(await slot.boundingBox()).toEqual(before);
  expect(warnings).toEqual([]);
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the cards show no "Add to cart" that could not work; the product link still leads to the product', async ({ page }) => {
    await page.goto(LISTING);
    const card = page.locator('main article').first();
    await expect(card.locator('[data-ssr="mf_cart/AddToCart"]')).toHaveCount(1);
    await expect(card.getByRole('button', { name: /^Add to cart/ })).toBeHidden();
    await expect(page.locator('main').getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);
    const name = await card.getByRole('heading', { level: 3 }).textContent();
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  });
});
