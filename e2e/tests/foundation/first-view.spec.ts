import type { Page } from '@playwright/test';
import { expect, slotReady, test } from '../../support/fixtures';
import { SHELL_URL } from '../../support/ports';

/**
 * The shopper acts on the server's view before any of the app's code has run: the shell's scripts are held back
 * until the test lets them go, so "before the code arrives" is certain, not a race.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.origin === SHELL_URL && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test('text typed into the server’s search box before any code has run is kept and gets suggestions', async ({ page }) => {
  const release = await holdAppCode(page);
  // Not until `load`: the page's load event waits for the app's scripts, which are held.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('combobox', { name: 'Search tiles' });
  await box.pressSequentially('wood');
  release();
  await slotReady(page, 'mf_search-SearchBox');
  await expect(box).toHaveValue('wood');
  await expect(box).toBeFocused();
  // Suggestions for the text, not the trending searches an empty box asks for on focus.
  await expect(page.getByRole('listbox').getByRole('option', { name: /wood/i }).first()).toBeVisible();
});

test('the suggestions’ code and its libraries are hinted beside the search box’s own, not fetched once it is live', async ({ page }) => {
  await page.goto('/');
  await slotReady(page, 'mf_search-SearchBox');
  const hinted = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href.split('/').pop() ?? ''));
  expect(hinted.filter((f) => /^__federation_expose_SearchBox\./.test(f))).toHaveLength(1);
  expect(hinted.filter((f) => /^autosuggest\.\w+\.js$/.test(f))).toHaveLength(1);
  expect(hinted.filter((f) => /^autosuggest\.vendors\.\w+\.js$/.test(f))).toHaveLength(1);
});

test('the app inserts no stylesheet the server linked, and the rules the inlined copy left out style what opens later', async ({
  page,
}) => {
  await page.goto('/');
  await slotReady(page, 'mf_search-SearchBox');
  // The suggestions' columns are on no element of the server's HTML: their rules come from the whole file only.
  await page.getByRole('combobox', { name: 'Search tiles' }).pressSequentially('wood');
  const queries = page.getByRole('listbox').getByRole('group').first();
  await expect(queries).toBeVisible();
  await expect(queries).toHaveCSS('border-right-width', '1px');
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => ({
      file: l.href.split('/').pop(),
      server: l.hasAttribute('data-ssr-css'),
      media: l.media,
      // A server link names its file to the chunk loader (`data-href`) only once it has loaded.
      pending: l.getAttribute('data-href') === 'loading',
    })),
  );
  // The search box's stylesheet once: the server's link, applied; the chunk loader found it and added none.
  expect(sheets.filter((s) => /SearchBox\.\w+\.css$/.test(s.file ?? ''))).toEqual([
    { file: expect.stringMatching(/SearchBox/), server: true, media: 'all', pending: false },
  ]);
  // Every file the server linked is applied, and none twice.
  const files = sheets.map((s) => s.file);
  expect(new Set(files).size).toBe(files.length);
  expect(sheets.filter((s) => s.server && (s.media !== 'all' || s.pending))).toEqual([]);
});

test('one linked stylesheet that never arrives does not keep the others off: they apply after a while, the page works', async ({
  page,
}) => {
  // The search box's file stalls (a CDN that never answers); the others load.
  await page.route(/SearchBox\.\w+\.css$/, () => {});
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const linked = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[data-ssr-css]')].map((l) => ({
        file: l.href.split('/').pop() ?? '',
        media: l.media,
      })),
    );
  await expect
    .poll(async () => (await linked()).filter((l) => !/SearchBox/.test(l.file)).every((l) => l.media === 'all'), { timeout: 20_000 })
    .toBe(true);
  expect((await linked()).filter((l) => /SearchBox/.test(l.file))).toEqual([{ file: expect.stringMatching(/SearchBox/), media: 'print' }]);
  expect((await linked()).length).toBeGreaterThan(1);
  await slotReady(page, 'mf_header-Header');
  await expect(page.getByRole('link', { name: /wooden tiles/i }).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the Menu opens before any code has run and stays open when the header’s code takes over', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const banner = page.locator('[data-slot="mf_header-Header"]').getByRole('banner');
    const drawer = banner.locator('#hdr-drawer');
    await banner.getByRole('button', { name: 'Menu', exact: true }).tap();
    await expect(drawer.getByRole('link', { name: 'Store Locator' })).toBeVisible();
    release();
    await slotReady(page, 'mf_header-Header');
    await expect(drawer.getByRole('link', { name: 'Store Locator' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'true');
    // The live header owns it now: its close button closes it.
    await drawer.getByRole('button', { name: 'Close menu' }).tap();
    await expect(drawer).toBeHidden();
  });
});
