import type { Browser, Page } from '@playwright/test';
import { expect, slotReady, test } from '../../support/fixtures';
import { AccountPages, storeApiUp } from '../../pages/account';
import { createCustomer, gql, PASSWORD, uniqueEmail } from '../../pages/cart';

/** The wishlist is kept by the store, not the browser: what one device saves, another signed in as the same customer sees. */
const LISTING = '/tiles/wooden-tiles';

test.beforeEach(async ({ request }) => storeApiUp(request));

/** The first card's heart and the tile's name, once the cart's code is live on the listing. */
async function firstHeart(page: Page) {
  await page.goto(LISTING);
  const slot = page.locator('main [data-slot="mf_cart-AddToCart"]').first();
  await expect(slot).toHaveAttribute('data-slot-state', 'ready');
  const heart = slot.getByRole('button', { name: /to your wishlist$/ });
  const label = (await heart.getAttribute('aria-label')) ?? '';
  return { heart, name: /^(?:Save|Saved) (.+) to your wishlist$/.exec(label)![1] };
}

/** A browser context signed in through /account, as a shopper would on a second device. */
async function signedInContext(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
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
