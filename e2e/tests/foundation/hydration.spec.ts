import { expect, slotReady, test } from '../../support/fixtures';
import { ports } from '../../support/ports';

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
  '/checkout/cart',
  '/no-such-page',
];

for (const code of ['en', 'hi', 'ta'] as const) {
  for (const width of [390, 1280]) {
    test(`${code} pages at ${width} px are hydrated in place`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const origin = code === 'en' ? '' : `http://${code}.localhost:${ports.shell}`;
      // Every element the server sent, marked before any of the app's code runs.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          for (const el of document.querySelectorAll('#root [data-ssr] *')) (el as Element & { __fromServer?: true }).__fromServer = true;
        });
      });
      for (const path of PAGES) {
        await page.goto(origin + path);
        await slotReady(page, 'mf_header-Header');
        const pageSlot = page.locator('main > [data-slot]');
        await expect(pageSlot).toHaveAttribute('data-slot-state', 'ready');
        // The page's own content (not the controls that draw a link first and a button once hydrated) is what the
        // server sent.
        const kept = await page
          .locator('main h1, main h2')
          .evaluateAll((els) => els.map((el) => (el as Element & { __fromServer?: true }).__fromServer === true));
        if (await page.locator('main > [data-ssr]').count()) expect(kept.every(Boolean), `${path}: headings adopted`).toBe(true);
        expect(
          await page
            .locator('header')
            .first()
            .evaluate((el) => (el as Element & { __fromServer?: true }).__fromServer === true),
        ).toBe(true);
      }
    });
  }
}
