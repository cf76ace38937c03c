import type { Browser, Page } from '@playwright/test';
import { expect, quietTimedPopups, seriousA11yViolations, slotReady, test } from '../../support/fixtures';
import { AccountPages, storeApiUp } from '../../pages/account';
import { CartPages, createCustomer, gql, PASSWORD, uniqueEmail } from '../../pages/cart';

/** The wishlist is kept by the store, not the browser: what one device saves, another signed in as the same customer sees. */
const LISTING = '/tiles/wooden-tiles';

test.beforeEach(async ({ request }) => storeApiUp(request));

/** The first card's heart and the tile's name, once the cart's code is live on the listing. */
async function firstHeart(page: Page) {
  await page.goto(LISTING);
  const slot = page.locator('main [data-slot="mf_cart-AddToCart"]').first();
  // A busy machine may take well past the default 8 s to hydrate a listing (as slotReady allows).
  await expect(slot).toHaveAttribute('data-slot-state', 'ready', { timeout: 20_000 });
  const heart = slot.getByRole('button', { name: /to your wishlist$/ });
  const label = (await heart.getAttribute('aria-label')) ?? '';
  return { heart, name: /^(?:Save|Saved) (.+) to your wishlist$/.exec(label)![1] };
}

/** A browser context signed in through /account, as a shopper would on a second device. */
async function signedInContext(browser: Browser, email: string): Promise<Page> {
  // A second device is a context of the test's own: its timed popups are quieted as the test's page's are.
  const context = await browser.newContext();
  await quietTimedPopups(context);
  return signIn(await context.newPage(), email);
}

async function signIn(page: Page, email: string): Promise<Page> {
  const account = new AccountPages(page);
  await account.open('/account');
  await account.signIn(email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Hello, Asha' })).toBeVisible();
  return page;
}

async function storedSkus(request: Parameters<typeof gql>[0], token: string): Promise<string[]> {
  const res = await gql<{ customer: { wishlists: { items_v2: { items: { product: { sku: string } }[] } }[] } }>(
    request,
    '{ customer { wishlists { items_v2 { items { product { sku } } } } } }',
    {},
    token,
  );
  return res.data!.customer.wishlists[0].items_v2.items.map((i) => i.product.sku);
}

test('a tile saved on one device is saved on another signed in as the same customer, and removed from both', async ({
  browser,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('wish');
  const token = await createCustomer(request, email);
  const phone = await signedInContext(browser, email);
  const laptop = await signedInContext(browser, email);

  const onPhone = await firstHeart(phone);
  await expect(onPhone.heart).toHaveAttribute('aria-pressed', 'false');
  await onPhone.heart.click();
  await expect(onPhone.heart).toHaveAttribute('aria-pressed', 'true');
  await expect(onPhone.heart).toHaveAccessibleName(`Saved ${onPhone.name} to your wishlist`);
  expect(await storedSkus(request, token)).toHaveLength(1);

  const onLaptop = await firstHeart(laptop);
  await expect(onLaptop.heart).toHaveAttribute('aria-pressed', 'true');
  await onLaptop.heart.click();
  await expect(onLaptop.heart).toHaveAttribute('aria-pressed', 'false');
  expect(await storedSkus(request, token)).toEqual([]);
  await phone.reload();
  await expect((await firstHeart(phone)).heart).toHaveAttribute('aria-pressed', 'false');
});

test('a guest taps save, is asked to sign in, and once signed in the tile is saved and the shopper told', async ({ page, request }) => {
  test.slow();
  const email = uniqueEmail('wish-guest');
  const token = await createCustomer(request, email);
  const { heart, name } = await firstHeart(page);
  await heart.click();
  await expect(page).toHaveURL(/\/account\?save=/);
  const account = new AccountPages(page);
  await slotReady(page, 'mf_cart-AccountPage');
  await account.signIn(email, PASSWORD);
  await expect(account.slot.getByRole('status').filter({ hasText: 'saved to your wishlist' })).toHaveText(
    `${name} is saved to your wishlist.`,
  );
  await expect(page).toHaveURL(/\/account$/);
  expect(await storedSkus(request, token)).toHaveLength(1);

  const again = await firstHeart(page);
  await expect(again.heart).toHaveAttribute('aria-pressed', 'true');
});

test('/wishlist lists the saved tiles with "Add to cart" and "Remove", is reached from the account page, and has no serious axe violations', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('wish-page');
  const token = await createCustomer(request, email);
  await gql(
    request,
    'mutation { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: "TL-1001", quantity: 1 }]) { user_errors { message } } }',
    {},
    token,
  );
  await signIn(page, email);
  await page.getByRole('link', { name: 'Your wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await slotReady(page, 'mf_cart-AccountPage');
  await expect(page.getByRole('heading', { level: 1, name: 'Your wishlist' })).toBeVisible();
  const rows = page.locator('[data-slot="mf_cart-AccountPage"] li.cart-wish-item');
  await expect(rows).toHaveCount(1);
  expect(await seriousA11yViolations(page, '[data-slot="mf_cart-AccountPage"]')).toEqual([]);

  await rows
    .first()
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  const cart = new CartPages(page);
  await cart.expectCount(1);
  await expect(cart.dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cart.dialog).toBeHidden();
  await rows
    .first()
    .getByRole('button', { name: /^Remove .+ from your wishlist$/ })
    .click();
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('You have not saved any tiles yet.')).toBeVisible();
  expect(await storedSkus(request, token)).toEqual([]);
});

test('a guest on /wishlist is asked to sign in', async ({ page }) => {
  await page.goto('/wishlist');
  await slotReady(page, 'mf_cart-AccountPage');
  await expect(page.getByText('Sign in to see the tiles you saved.')).toBeVisible();
  await expect(page.locator('[data-slot="mf_cart-AccountPage"]').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/account',
  );
  expect(await seriousA11yViolations(page, '[data-slot="mf_cart-AccountPage"]')).toEqual([]);
});
