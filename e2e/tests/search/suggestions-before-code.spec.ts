import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from '../../support/fixtures';
import { holdScripts } from '../../support/holdScripts';
import { remoteOrigin } from '../../support/ports';
import { needsServerRenderOf } from '../../support/remoteStore';

// The page's own script lists suggestions under the box the server drew: a candidate search (E2E_REMOTE) is drawn by
// the browser only.
needsServerRenderOf('mf-search');

/**
 * On a phone the search team's code comes seconds after the box is drawn; the page lists suggestions for what the
 * shopper types in the meantime (mf-search's `earlySuggestions`, written into the page by the shell). Here that code
 * is held back, so "before the code" is certain, not a race.
 */
const holdSearchCode = (page: Page) => holdScripts(page, (url) => url.origin === remoteOrigin('mf-search'));
const slot = (page: Page) => page.locator('[data-slot="mf_search-SearchBox"]');
const earlyList = (page: Page) => page.locator('#srch-early');
/** Home, the search box tapped as soon as it is drawn, `text` typed a key at a time: the box, for what follows. */
async function typeOnHome(page: Page, text: string) {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const box = slot(page).getByRole('combobox', { name: 'Search tiles' });
  await box.click();
  await box.pressSequentially(text, { delay: 50 });
  return box;
}

test.use({ viewport: { width: 390, height: 844 } });

test('a shopper who types before the search code has come gets suggestions from the service, and one tap leads to its results', async ({
  page,
}) => {
  const release = await holdSearchCode(page);
  try {
    const box = await typeOnHome(page, 'wood');
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(suggestions.getByRole('option', { name: 'Wooden Tiles', exact: true })).toBeVisible();
    // Keywords and tiles, all for what was typed; under the box, across its width.
    const texts = await suggestions.getByRole('option').allTextContents();
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) expect(text).toMatch(/wood/i);
    const [boxAt, listAt] = [await box.locator('xpath=ancestor::form').boundingBox(), await suggestions.boundingBox()];
    expect(listAt!.y).toBeGreaterThanOrEqual(boxAt!.y + boxAt!.height);
    expect(listAt!.width).toBeGreaterThanOrEqual(boxAt!.width - 1);
    await expect(slot(page)).toHaveAttribute('data-slot-state', 'server');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await suggestions.getByRole('option', { name: 'Wooden Tiles', exact: true }).click();
    await expect(page).toHaveURL(/\/catalogsearch\/result\/\?q=Wooden(%20|\+)Tiles$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Wooden Tiles/i);
  } finally {
    release();
  }
});

test('the keyboard picks an early suggestion too: the arrow keys choose it, Enter goes to it', async ({ page }) => {
  const release = await holdSearchCode(page);
  try {
    const box = await typeOnHome(page, 'wood');
    const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const chosen = (await options.nth(1).textContent())!;
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(chosen).replace(/%20/g, '(%20|\\+)')}$`));
  } finally {
    release();
  }
});

test('the live box takes the list over: its own suggestions replace the early ones, with the text kept and nothing re-hydrated', async ({
  page,
  hydrationMismatches,
}) => {
  const release = await holdSearchCode(page);
  const box = await typeOnHome(page, 'wood');
  await expect(earlyList(page).getByRole('option').first()).toBeVisible();
  release();
  await expect(slot(page)).toHaveAttribute('data-slot-state', 'ready');
  const own = slot(page).getByRole('listbox', { name: 'Search suggestions' });
  await expect(own.getByRole('group', { name: 'Products' }).getByRole('option').first()).toBeVisible();
  await expect(earlyList(page)).toHaveCount(0);
  await expect(box).toHaveValue('wood');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // The live box answers from here: more typing asks the service once more, for the box's own list.
  await box.press('s');
  await expect(earlyList(page)).toHaveCount(0);
  expect(hydrationMismatches).toEqual([]);
});

test('an answer the service should never give is shown as text, without its unsafe links; Escape and leaving the box close the list', async ({
  page,
}) => {
  const release = await holdSearchCode(page);
  try {
    await page.route('**/search/autosuggest?*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          response: {
            products: [
              { doctype: 'KEYWORD_SUGGESTION', autosuggest: '<img src=x onerror="window.hacked=1">wood' },
              { doctype: 'POPULAR_PRODUCTS', title: 'Script wood', productUrl: 'javascript:window.hacked=1' },
              { doctype: 'POPULAR_PRODUCTS', title: 'Data wood', productUrl: 'data:text/html,<b>x</b>' },
              { doctype: 'POPULAR_PRODUCTS', title: 'Ellora wood', productUrl: '/ellora-wooden-grey-satin-1200x2400-tl-1196' },
            ],
          },
        }),
      }),
    );
    const box = await typeOnHome(page, 'wood');
    const options = earlyList(page).getByRole('option');
    await expect(options).toHaveText(['<img src=x onerror="window.hacked=1">wood', 'Ellora wood']);
    await expect(earlyList(page).locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

    await box.press('Escape');
    await expect(earlyList(page)).toHaveCount(0);
    await box.press('s');
    await expect(options.first()).toBeVisible();
    await slot(page).getByRole('button', { name: 'Search', exact: true }).focus();
    await expect(earlyList(page)).toHaveCount(0);
  } finally {
    release();
  }
});
