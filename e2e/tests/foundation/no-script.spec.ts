import { announcedExpanded } from '../../support/accessibility';
import { expect, test } from '../../support/fixtures';
import { storeOrigin } from '../../support/ports';

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
  await page.locator('[data-slot="mf_cart-MiniCart"]').getByRole('link', { name: 'Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
});

test('with scripts off the cart and callback buttons are their teams’ working links', async ({ page }) => {
  await page.goto('/');
  const cart = page.locator('[data-slot="mf_cart-MiniCart"]');
  await expect(cart).toHaveAttribute('data-ssr', 'mf_cart/MiniCart');
  await expect(cart.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute('href', '/checkout/cart');
  const callback = page.locator('[data-slot="mf_leads-CallbackButton"]').getByRole('link', { name: /^Request a callback/ });
  await expect(callback).toHaveAttribute('href', /^tel:\d+$/);
  await expect(page.locator('[data-slot="mf_header-Header"]').getByRole('banner').locator('[disabled]')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('with scripts off a page only the browser can draw says so on the first screen, in the page language', async ({ page }) => {
    // A cart page without the cart cookie is the browser's to draw (a signed-in shopper's cart is in its storage).
    for (const [host, words] of [
      ['localhost', 'This page needs JavaScript.'],
      ['hi.localhost', 'इस पेज के लिए JavaScript चाहिए।'],
    ]) {
      await page.goto(`${storeOrigin(host)}/checkout/cart`);
      const slot = page.locator('[data-slot="mf_cart-CartPage"]');
      await expect(slot).toHaveAttribute('data-slot-state', 'loading');
      await expect(slot.locator('.shell-noscript')).toContainText(words);
      await expect(slot.locator('.shell-noscript')).toBeInViewport();
      await expect(page.locator('.shell-noscript')).toHaveCount(1);
    }
  });

  test('with scripts off the Menu button opens the drawer, its links navigate, and the close button closes it', async ({ page }) => {
    await page.goto('/');
    const banner = page.locator('[data-slot="mf_header-Header"]').getByRole('banner');
    const drawer = banner.locator('#hdr-drawer');
    const menu = banner.getByRole('button', { name: 'Menu', exact: true });
    await expect(drawer).toBeHidden();
    expect(await announcedExpanded(page, 'Menu')).toBe(false);
    await menu.tap();
    await expect(drawer.getByRole('link', { name: 'Store Locator' })).toBeVisible();
    // What a screen reader hears before (and without) any script: the browser's own state of the popover.
    expect(await announcedExpanded(page, 'Menu')).toBe(true);
    await drawer.getByRole('button', { name: 'Close menu' }).tap();
    await expect(drawer).toBeHidden();
    expect(await announcedExpanded(page, 'Menu')).toBe(false);
    await menu.tap();
    await drawer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wall Tiles', exact: true }).tap();
    await expect(page).toHaveURL(/\/tiles\/wall-tiles$/);
  });
});
