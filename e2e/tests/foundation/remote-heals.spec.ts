import type { Locator, Page } from '@playwright/test';
import { expect, slotReady, test } from '../../support/fixtures';
import { remoteOrigin } from '../../support/ports';

// The remote is unreachable for the browser only: the shell's server still renders its slots and hints its files,
// and those hints fail. That is the page a shopper gets when the remote's CDN drops out for a moment.
const CART = `${remoteOrigin('mf-cart')}/**`;
const SEARCH = `${remoteOrigin('mf-search')}/**`;

/** The computed `property` of a bare element with `className`: set only by the remote's own stylesheet. */
function styleOf(page: Page, className: string, property: 'display'): Promise<string> {
  return page.evaluate(
    ([cls, prop]) => {
      const probe = document.body.appendChild(Object.assign(document.createElement('div'), { className: cls }));
      const value = getComputedStyle(probe)[prop];
      probe.remove();
      return value;
    },
    [className, property] as const,
  );
}

/** Every stylesheet from `origin` in the page has loaded (a failed one has no sheet), and there is one. */
function sheetsLoaded(page: Page, origin: string): Promise<boolean> {
  return page.evaluate((from) => {
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) => l.href.startsWith(from));
    return sheets.length > 0 && sheets.every((l) => l.sheet !== null);
  }, origin);
}

/**
 * With the slots' retry timers held still, the remote comes back and the clock jumps past the longest retry delay
 * (30 s), firing each timer that is due once: exactly the next step of the retry schedule, no second chance. That
 * one attempt must bring the module.
 */
async function bringBackForOneRetry(page: Page, pattern: string, slot: Locator) {
  // A moment ahead of the page's clock; read again if a busy machine took longer than that to pause it.
  for (let paused = false; !paused;) {
    const at = (await page.evaluate(() => Date.now())) + 1000;
    paused = await page.clock.pauseAt(at).then(
      () => true,
      (err: Error) => (/to the past/.test(err.message) ? false : Promise.reject(err)),
    );
  }
  // Jumping to that moment may have fired a retry that is still failing: the slot is back to its fallback (with its
  // next timer set) before the remote returns, or that retry would fail after the jump, its next step never due.
  await expect(slot).toHaveAttribute('data-slot-state', 'fallback', { timeout: 10_000 });
  await page.unroute(pattern);
  await page.clock.fastForward(30_000);
}

test('a server-rendered cart slot whose remote was down at page load goes live, styled, at its next retry', async ({ page }) => {
  await page.clock.install();
  await page.route(CART, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  const slot = page.locator('[data-slot="mf_cart-MiniCart"]').first();
  // The server's cart link works meanwhile; the slot says it has fallen back.
  await expect(slot).toHaveAttribute('data-slot-state', 'fallback', { timeout: 10_000 });
  await expect(slot.getByRole('link', { name: /^(Cart|View cart)$/ })).toHaveAttribute('href', '/checkout/cart');
  expect(await styleOf(page, 'cart-field', 'display')).not.toBe('flex');

  await bringBackForOneRetry(page, CART, slot);
  await expect(slot).toHaveAttribute('data-slot-state', 'ready', { timeout: 10_000 });
  await expect(slot.getByRole('link', { name: /^Cart/ })).toBeVisible();
  await expect.poll(() => styleOf(page, 'cart-field', 'display')).toBe('flex');
  await expect.poll(() => sheetsLoaded(page, remoteOrigin('mf-cart'))).toBe(true);
});

test('a browser-rendered "Add to cart" whose remote was down goes live, styled, at its next retry', async ({ page }) => {
  await page.clock.install();
  await page.route(CART, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await slotReady(page, 'mf_header-Header');
  // An in-app move to a listing: its cards' "Add to cart" slots are rendered by the browser, not hydrated.
  await page.getByRole('banner').getByRole('link', { name: 'All Tiles', exact: true }).first().click();
  await expect(page).toHaveURL(/\/tiles$/);
  const slot = page.locator('[data-slot="mf_cart-AddToCart"]').first();
  await expect(slot).toHaveAttribute('data-slot-state', 'fallback', { timeout: 10_000 });
  expect(await sheetsLoaded(page, remoteOrigin('mf-cart'))).toBe(false);

  await bringBackForOneRetry(page, CART, slot);
  await expect(slot).toHaveAttribute('data-slot-state', 'ready', { timeout: 10_000 });
  await expect(slot.getByRole('button', { name: /add to cart/i })).toBeVisible();
  await expect.poll(() => sheetsLoaded(page, remoteOrigin('mf-cart'))).toBe(true);
  await expect(slot.getByRole('button', { name: /add to cart/i })).toHaveCSS('min-height', '44px');
});

test('the search box whose remote was down at page load goes live, styled, at its next retry', async ({ page }) => {
  await page.clock.install();
  await page.route(SEARCH, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  const slot = page.locator('[data-slot="mf_search-SearchBox"]').first();
  await expect(slot).toHaveAttribute('data-slot-state', 'fallback', { timeout: 10_000 });

  await bringBackForOneRetry(page, SEARCH, slot);
  await expect(slot).toHaveAttribute('data-slot-state', 'ready', { timeout: 10_000 });
  // Every stylesheet the search remote's code asked for has loaded (none is left failed).
  await expect.poll(() => sheetsLoaded(page, remoteOrigin('mf-search'))).toBe(true);
});
