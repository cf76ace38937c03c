import { expect, seriousA11yViolations, slotReady, test } from '../../support/fixtures';
import { CartPages } from '../../pages/cart';

test('adding from a catalogue listing updates the header badge without a reload and opens the mini cart', async ({ page }) => {
  const cart = new CartPages(page);
  await cart.open('/tiles/wooden-tiles');
  await cart.expectCount(0);
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  const name = await cart.addNth(0);
  await cart.expectCount(1);
  await expect(cart.dialog).toContainText(name);
  await expect(cart.dialog).toContainText(/1 box · [\d.]+ sq\.ft/);
  // A second product: the badge counts line items.
  await cart.addNth(1);
  await cart.expectCount(2);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('the mini cart opens and closes by its button, its close button, a click outside and Escape, moving focus', async ({ page }) => {
  test.slow();
  const cart = new CartPages(page);
  await cart.addFromListing('/tiles/wooden-tiles');
  await cart.dialog.getByRole('button', { name: 'Close shopping cart' }).click();
  await expect(cart.dialog).toBeHidden();
  await expect(cart.cartButton).toBeFocused();

  await cart.cartButton.click();
  await expect(cart.dialog).toBeVisible();
  await expect(cart.cartButton).toHaveAttribute('aria-expanded', 'true');
  await expect(cart.dialog.getByRole('heading', { name: 'Shopping cart' })).toBeFocused();
  await cart.cartButton.click();
  await expect(cart.dialog).toBeHidden();
  await expect(cart.cartButton).toBeFocused();

  await cart.openMiniCart();
  await page.keyboard.press('Escape');
  await expect(cart.dialog).toBeHidden();
  await expect(cart.cartButton).toBeFocused();

  await cart.openMiniCart();
  await page.locator('main').getByRole('heading', { level: 1 }).first().click();
  await expect(cart.dialog).toBeHidden();
  await expect(cart.cartButton).toBeFocused();

  await cart.openMiniCart();
  await expect(cart.dialog.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  await expect(cart.dialog.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/checkout/cart');
  expect(await seriousA11yViolations(page, '[data-slot="mf_cart-MiniCart"]')).toEqual([]);
});

test('removing from the mini cart on /checkout/cart shows a notice, reopens the panel and reloads the page', async ({ page }) => {
  test.slow();
  const cart = new CartPages(page);
  const first = await cart.addFromListing('/tiles/wooden-tiles', 0);
  await cart.addNth(1);
  await cart.expectCount(2);

  await cart.open('/checkout/cart');
  await slotReady(page, 'mf_cart-CartPage');
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(2);
  await page.evaluate(() => {
    (window as unknown as { __beforeRemove: boolean }).__beforeRemove = true;
  });
  await cart.openMiniCart();
  const reload = page.waitForEvent('load');
  await cart.dialog.getByRole('button', { name: `Remove ${first}` }).click();
  await reload;
  expect(await page.evaluate(() => (window as unknown as { __beforeRemove?: boolean }).__beforeRemove)).toBeUndefined();
  await expect(cart.notice).toHaveText(`${first} was removed from your cart.`);
  await expect(cart.dialog).toBeVisible();
  await cart.expectCount(1);
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(1);
});

test('removing on another page keeps the page, and a removal error is shown as a notice', async ({ page }) => {
  const cart = new CartPages(page);
  const name = await cart.addFromListing('/tiles/wooden-tiles');
  await page.evaluate(() => {
    (window as unknown as { __kept: boolean }).__kept = true;
  });
  // The server no longer has the line (another tab removed it): the error is a notice, the panel stays.
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('MfCartRemoveItem')) {
      await route.fulfill({
        json: { errors: [{ message: "The cart doesn't contain the item", extensions: { category: 'graphql-no-such-entity' } }] },
      });
    } else await route.continue();
  });
  await cart.dialog.getByRole('button', { name: `Remove ${name}` }).click();
  // Magento's wording is recognised and told in the store's own words (the shopper's language).
  await expect(cart.notice).toHaveText(`${name} could not be removed: That tile is no longer in your cart.`);
  await expect(cart.dialog).toBeVisible();
  await page.unroute('**/graphql');
  await cart.dialog.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(cart.notice).toHaveText(`${name} was removed from your cart.`);
  await expect(cart.dialog).toContainText('Your cart is empty.');
  await cart.expectCount(0);
  expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
});
