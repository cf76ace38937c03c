import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { noScriptViolations } from '../../support/noScript';
import { gql } from '../../pages/cart';
import { SHELL_URL } from '../../support/ports';

/**
 * A cart row's quantity "Update" and "Remove" are forms the store answers: with scripts off, the shopper changes the
 * boxes, removes the tile and is told when the store refuses, on the cart page each time (Post/Redirect/Get).
 */
const LISTING = '/tiles/wooden-tiles';
// Each test walks a shopper through several whole pages, each audited by axe: more than the default 45 s.
test.setTimeout(150_000);

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

/** The shopper's cart as the store has it (boxes per sku), by the id in their `tiles_cart` cookie. */
async function cartByCookie(request: APIRequestContext, context: BrowserContext): Promise<Record<string, number>> {
  const id = (await context.cookies(SHELL_URL)).find((c) => c.name === 'tiles_cart')?.value;
  const res = await gql<{ cart: { items: { quantity: number; product: { sku: string } }[] } }>(
    request,
    'query($id: String!) { cart(cart_id: $id) { items { quantity product { sku } } } }',
    { id },
  );
  return Object.fromEntries(res.data!.cart.items.map((i) => [i.product.sku, i.quantity]));
}

const subtotalOf = (page: Page) =>
  page.getByRole('region', { name: 'Order summary' }).getByText('Subtotal (incl. GST)').locator('..').textContent();
const rowOf = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').filter({ hasText: name });

test('the quantity is updated and the tile removed by the store’s forms, each answered with the cart page', async ({
  page,
  browser,
  context,
  request,
}) => {
  await page.goto(LISTING);
  const slot = page.locator('main [data-slot="mf_cart-AddToCart"]').first();
  const sku = await slot.locator('input[name="sku"]').first().inputValue();
  const name = (await page.locator('main article').first().getByRole('heading', { level: 3 }).textContent())!.trim();
  await slot.locator('form:not(.cart-atc-sample) button[type="submit"]').click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);

  const row = rowOf(page, name);
  const update = row.getByRole('button', { name: `Update quantity of ${name}` });
  await expect(update).toBeEnabled();
  const before = await subtotalOf(page);
  await row.getByRole('spinbutton', { name: 'Boxes' }).fill('3');
  const updated = page.waitForResponse((res) => res.url().endsWith('/checkout/cart/updatePost'));
  await update.click();
  expect((await updated).status()).toBe(303);
  await expect(page).toHaveURL(/\/checkout\/cart\?updated=/);
  await expect(page.getByText(`${name}: quantity updated to 3.`)).toBeVisible();
  await expect(rowOf(page, name).getByRole('spinbutton', { name: 'Boxes' })).toHaveValue('3');
  expect(await subtotalOf(page)).not.toBe(before);
  expect(await cartByCookie(request, context)).toEqual({ [sku]: 3 });
  expect(await noScriptViolations(page, browser, 'main')).toEqual([]);

  const removed = page.waitForResponse((res) => res.url().endsWith('/checkout/cart/delete'));
  await rowOf(page, name)
    .getByRole('button', { name: `Remove ${name}` })
    .click();
  expect((await removed).status()).toBe(303);
  await expect(page).toHaveURL(/\/checkout\/cart\?removed=1$/);
  await expect(page.getByText('The tile was removed from your cart.')).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.locator('main .cart-row-name')).toHaveCount(0);
  expect(await cartByCookie(request, context)).toEqual({});
  expect(await noScriptViolations(page, browser, 'main')).toEqual([]);
});

test('more boxes than the store has: the cart page again with the reason, the row and the typed number kept', async ({
  page,
  browser,
  context,
  request,
}) => {
  // TL-1051 is one of the seeded tiles that run short (4 boxes): added from its own page, as a shopper would.
  const found = await gql<{ products: { items: { url_key: string; name: string }[] } }>(
    request,
    '{ products(filter: { sku: { eq: "TL-1051" } }) { items { url_key name } } }',
  );
  const { url_key, name } = found.data!.products.items[0];
  await page.goto(`/${url_key}`);
  await page.locator('main [data-slot="mf_cart-AddToCart"] input[name="sku"][value="TL-1051"]').locator('..').locator('button').click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);

  const row = rowOf(page, name);
  await row.getByRole('spinbutton', { name: 'Boxes' }).fill('5');
  const answer = page.waitForResponse((res) => res.url().endsWith('/checkout/cart/updatePost'));
  await row.getByRole('button', { name: `Update quantity of ${name}` }).click();
  expect((await answer).status()).toBe(422);
  await expect(page.getByText('The requested qty is not available')).toBeVisible();
  await expect(rowOf(page, name).getByRole('spinbutton', { name: 'Boxes' })).toHaveValue('5');
  expect(await cartByCookie(request, context)).toEqual({ 'TL-1051': 1 });
  expect(await noScriptViolations(page, browser, 'main')).toEqual([]);
});
