import { expect, scrollThroughServerSlots, slotReady, test } from '../../support/fixtures';
import { languageOrigin } from '../../support/ports';

/**
 * The server's first view is hydrated in place, not drawn again: every page kind, in each language and at a phone's
 * and a desktop's width, is adopted by the live modules with no mismatch (the fixture fails any test on one) and
 * with the very elements the server sent.
 */
const PAGES = [
  '/',
  '/tiles/floor-tiles',
  '/catalogsearch/result/?q=wood',
  '/about-us',
  '/store-locator',
  '/contact',
  '/checkout/cart',
  '/no-such-page',
];

for (const code of ['en', 'hi', 'ta'] as const) {
  for (const width of [390, 1280]) {
    test(`${code} pages at ${width} px are hydrated in place`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const origin = code === 'en' ? '' : `${languageOrigin(code)}`;
      // The headings and the header the server sent, kept before any of the app's code runs.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __sent: Element[] }).__sent = [...document.querySelectorAll('main h1, main h2, #root header')];
        });
      });
      for (const path of PAGES) {
        await page.goto(origin + path);
        await slotReady(page, 'mf_header-Header');
        const pageSlot = page.locator('main > [data-slot]');
        await expect(pageSlot).toHaveAttribute('data-slot-state', 'ready');
        // Parts below the fold (a listing's "Add to cart", the footer's sign-up) are hydrated as they come into view:
        // scrolled to, each is adopted with no mismatch too.
        await scrollThroughServerSlots(page);
        // Every one of them is still on the page: adopted, not drawn again (a part the browser adds later, such as the
        // category slider, is new, and not among them).
        const sent = await page.evaluate(() => {
          const els = (window as unknown as { __sent: Element[] }).__sent;
          return { all: els.length, kept: els.filter((el) => el.isConnected).length };
        });
        expect(sent.all, `${path}: the server sent a header`).toBeGreaterThan(0);
        expect(sent.kept, `${path}: headings and header adopted`).toBe(sent.all);
      }
    });
  }
}
