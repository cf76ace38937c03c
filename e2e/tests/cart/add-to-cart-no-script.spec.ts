import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, quietTimedPopups, slotReady, test } from '../../support/fixtures';
import { noScriptViolations } from '../../support/noScript';
import { gql } from '../../pages/cart';
import { languageOrigin, remoteOrigin, SHELL_URL } from '../../support/ports';
import { holdScripts } from '../../support/holdScripts';

/**
 * "Add to cart" is a form the store answers: with scripts off, or tapped before the cart's code arrived, the store adds
 * the tile to the cart its cookie names and shows the cart page; the live page afterwards shows the same cart. Code is
 * held back by route interception, so "before the code arrives" is certain, not a race.
 */
const LISTING = '/tiles/wooden-tiles';
// Each test walks a shopper through several whole pages (and a second browser context): more than the default 45 s.
test.setTimeout(150_000);
const LANGUAGES = ['en', 'hi', 'ta'] as const;
const CART_URL = /\/checkout\/cart$/;

/** The shopper's cart as the store has it (quantity per sku), by the id in their `tiles_cart` cookie. */
async function cartByCookie(request: APIRequestContext, context: BrowserContext, origin: string): Promise<Record<string, number>> {
  const id = (await context.cookies(origin)).find((c) => c.name === 'tiles_cart')?.value;
  expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
  const res = await gql<{ cart: { items: { quantity: number; product: { sku: string } }[] } }>(
    request,
    'query($id: String!) { cart(cart_id: $id) { items { quantity product { sku } } } }',
    { id },
  );
  return Object.fromEntries(res.data!.cart.items.map((i) => [i.product.sku, i.quantity]));
}

/** The n-th card's "Add to cart" slot, its product's sku and name (from the form's own field and the card). */
async function card(page: Page, index: number) {
  const slot = page.locator('main [data-slot="mf_cart-AddToCart"]').nth(index);
  const sku = await slot.locator('input[name="sku"]').first().inputValue();
  const name = (await page.locator('main article').nth(index).getByRole('heading', { level: 3 }).textContent())!.trim();
  return { slot, sku, name, button: slot.locator('form:not(.cart-atc-sample) button[type="submit"]') };
}

test.describe('with scripts off, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  for (const language of LANGUAGES) {
    test(`${language}: a listing's and a product page's "Add to cart" add the tile and the cart shows it; the live page shows the same cart`, async ({
      page,
      context,
      browser,
      request,
    }) => {
      const origin = languageOrigin(language);
      await page.goto(`${origin}${LISTING}`);
      const first = await card(page, 0);
      await expect(first.button).toBeVisible();
      await first.button.click();
      await expect(page).toHaveURL(CART_URL);
      const main = page.locator('main');
      await expect(main.locator('.cart-row-name')).toHaveText([first.name]);
      expect(await noScriptViolations(page, browser, 'main')).toEqual([]);

      // A product page: the second card's product, added from its own page (the calculator's 1 box).
      await page.goto(`${origin}${LISTING}`);
      const second = await card(page, 1);
      await page.locator('main article').nth(1).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.name);
      await page
        .locator(`main [data-slot="mf_cart-AddToCart"] input[name="sku"][value="${second.sku}"]`)
        .locator('..')
        .locator('button')
        .click();
      await expect(page).toHaveURL(CART_URL);
      await expect(main.locator('.cart-row-name')).toHaveText([first.name, second.name]);
      expect(await cartByCookie(request, context, origin)).toEqual({ [first.sku]: 1, [second.sku]: 1 });

      // The same shopper with scripts on (a context with this one's cookies: scripts are a context's setting): the
      // live mini cart and cart page show the same cart.
      const state = await context.storageState();
      const live = await browser.newContext({ storageState: state, viewport: { width: 390, height: 844 }, javaScriptEnabled: true });
      await quietTimedPopups(live);
      try {
        const livePage = await live.newPage();
        await livePage.goto(`${origin}/checkout/cart`);
        await slotReady(livePage, 'mf_cart-MiniCart');
        await expect(livePage.locator('[data-slot="mf_cart-MiniCart"] a').first()).toHaveAccessibleName(/\b2\b/);
        await expect(livePage.locator('main .cart-row-name')).toHaveText([first.name, second.name]);
        expect(await cartByCookie(request, live, origin)).toEqual({ [first.sku]: 1, [second.sku]: 1 });
      } finally {
        await live.close();
      }
    });
  }

  test('a quantity that is not our form’s: 422, the page again with that product’s message, the cart as it was', async ({ page }) => {
    await page.goto(LISTING);
    const first = await card(page, 0);
    await first.slot
      .locator('input[name="qty"]')
      .first()
      .evaluate((el: HTMLInputElement) => (el.value = '0'));
    const answer = page.waitForResponse((res) => res.url().endsWith('/checkout/cart/add'));
    await first.button.click();
    expect((await answer).status()).toBe(422);
    await expect(page.locator('main [data-slot="mf_cart-AddToCart"]').first().getByRole('alert')).toHaveText(
      'Add from 1 to 10,000 whole boxes.',
    );
    await expect(page.locator('main').getByRole('alert')).toHaveCount(1);
  });
});

test.describe('a tap before the cart’s code arrives', () => {
  const cartOrigin = remoteOrigin('mf-cart');
  const cases = [
    ['no code at all yet (the shell’s held too)', (url: URL) => url.origin === SHELL_URL || url.origin === cartOrigin, false],
    ['the listing live, the cart’s code held', (url: URL) => url.origin === cartOrigin, true],
  ] as const;
  for (const [when, held, listingLive] of cases)
    test(`${when}: the store adds it exactly once and shows the cart; the live cart shows the same`, async ({ page, context, request }) => {
      const release = await holdScripts(page, held);
      await page.goto(LISTING, { waitUntil: 'domcontentloaded' });
      if (listingLive) await slotReady(page, 'mf_catalog-CatalogRoute');
      const first = await card(page, 0);
      await first.button.click();
      await expect(page).toHaveURL(CART_URL);
      release();
      await slotReady(page, 'mf_cart-CartPage');
      await slotReady(page, 'mf_cart-MiniCart');
      await expect(page.locator('main .cart-row-name')).toHaveText([first.name]);
      await expect(page.locator('main .cart-row-qty input, main input.cart-row-qty').first()).toHaveValue('1');
      expect(await cartByCookie(request, context, SHELL_URL)).toEqual({ [first.sku]: 1 });
      // Once live, the same button adds in place (no page load): the cart's second tile, and still one of the first.
      await page.goto(LISTING);
      await slotReady(page, 'mf_cart-AddToCart');
      const second = await card(page, 1);
      await second.button.click();
      await expect(page.getByRole('dialog', { name: 'Shopping cart' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
      expect(await cartByCookie(request, context, SHELL_URL)).toEqual({ [first.sku]: 1, [second.sku]: 1 });
    });
});
