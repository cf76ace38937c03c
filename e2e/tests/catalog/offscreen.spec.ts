import type { Locator } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { CatalogPages } from '../../pages/catalog';

// What is far below the first screen (a listing's later cards, the footer) is not drawn while the page loads
// (content-visibility: auto), yet stays part of the page: a keyboard, a link to it and scrolling all reach it drawn.
test.use({ viewport: { width: 390, height: 844 } });
// A whole listing opened in each test: a busy machine needs more than the default time.
test.slow();

/** Whether the browser has drawn the element (false while content-visibility skips it). */
const drawn = (el: Locator) => el.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));

test('a listing draws its first cards at once and the later ones only as the shopper nears them', async ({ page }) => {
  const catalog = new CatalogPages(page);
  await catalog.openListing('/tiles/wooden-tiles');
  expect(await catalog.cards.count()).toBeGreaterThan(6);
  await expect.poll(() => drawn(catalog.cards.first().getByRole('heading'))).toBe(true);
  const last = catalog.cards.last();
  expect(await drawn(last.getByRole('heading'))).toBe(false);
  expect(await drawn(page.getByRole('contentinfo').getByRole('link').first())).toBe(false);

  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(last.getByRole('heading'))).toBe(true);
  await expect(last.getByRole('heading')).toBeInViewport();
});

test('the keyboard reaches a card that was not drawn, and it is drawn on screen when focused', async ({ page }) => {
  const catalog = new CatalogPages(page);
  await catalog.openListing('/tiles/wooden-tiles');
  const link = catalog.cards.last().getByRole('link').first();
  expect(await drawn(link)).toBe(false);
  // From the last control of the card before it (its "Add to cart"), one Tab moves focus into the skipped card.
  const before = catalog.cards.nth((await catalog.cards.count()) - 2);
  await before.locator('a, button, input, select').last().focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport();
  await expect.poll(() => drawn(link)).toBe(true);
});

test('the skip link still leads into the page, and the footer, not drawn at first, is reached by the keyboard', async ({ page }) => {
  const catalog = new CatalogPages(page);
  await catalog.openListing('/tiles/wooden-tiles');
  await page.keyboard.press('Tab');
  const skip = page.locator('.skip-link');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator('#main')).toBeFocused();

  const footerLink = page.getByRole('contentinfo').getByRole('link').first();
  expect(await drawn(footerLink)).toBe(false);
  await footerLink.focus();
  await expect(footerLink).toBeFocused();
  await expect(footerLink).toBeInViewport();
  await expect.poll(() => drawn(footerLink)).toBe(true);
});
