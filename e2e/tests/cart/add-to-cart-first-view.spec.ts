import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { SHELL_URL } from '../../support/ports';
import { needsServerRenderOf } from '../../support/remoteStore';
import { holdScripts } from '../../support/holdScripts';

/**
 * A listing's "Add to cart" is in the server's HTML, rendered by the cart team (issue 16): enabled before any code
 * has run (a tap then, or with scripts off, is the store's to answer: add-to-cart-no-script.spec.ts). Code is held back
 * by route interception, so "before the code arrives" is certain, not a race.
 */
const LISTING = '/tiles/wooden-tiles';
needsServerRenderOf('mf-cart');

const shellCode = (url: URL) => url.origin === SHELL_URL;

/** React's warnings (a key, a prop, a hydration mismatch) and errors, as the page logged them. */
function reactWarnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && /Warning:|React|hydrat/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

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

test('a listing’s cards below the fold keep the server’s form until the shopper scrolls to them, then go live in place', async ({
  page,
}) => {
  const warnings = reactWarnings(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LISTING);
  const slots = page.locator('main [data-slot="mf_cart-AddToCart"]');
  // The first card is on screen: live, with the rest of the page.
  await expect(slots.first()).toHaveAttribute('data-slot-state', 'ready');
  await expect(page.locator('[data-slot="mf_cart-MiniCart"]')).toHaveAttribute('data-slot-state', 'ready');
  // The last card is screens away: nothing has hydrated it, though the cart's code is here; its form still posts.
  const last = slots.last();
  await expect(last).toHaveAttribute('data-slot-state', 'server');
  await expect(last.getByRole('button', { name: /^Add to cart/ })).toBeEnabled();
  const button = await last.getByRole('button', { name: /^Add to cart/ }).elementHandle();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-slot-state', 'ready');
  // Adopted, not drawn again, and it adds.
  expect(await button!.evaluate((el) => el.isConnected)).toBe(true);
  await last.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(page.getByRole('dialog', { name: /Shopping cart/ })).toBeVisible();
  expect(warnings).toEqual([]);
});
