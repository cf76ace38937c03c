import { expect, test } from '../../support/fixtures';

// The server's first view works before any script runs (and for a shopper whose scripts never arrive).
test.use({ javaScriptEnabled: false });

test('with scripts off the header search box submits to the results page', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search tiles' });
  await expect(box).toBeEnabled();
  await box.fill('wood');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/catalogsearch\/result\/\?q=wood$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/wood/i);
});

test('with scripts off the cart link leads to the cart page', async ({ page }) => {
  await page.goto('/tiles/wooden-tiles');
  await page.locator('[data-slot="mf_cart-MiniCart"]').getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
});
