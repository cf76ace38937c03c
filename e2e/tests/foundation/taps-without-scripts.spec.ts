import type { Browser, Page } from '@playwright/test';
import { expect, seriousA11yViolations, test } from '../../support/fixtures';
import { needsServerRenderOf } from '../../support/remoteStore';

/**
 * With scripts off (a shopper whose code never arrives) every control on the server's page answers a tap: a link, a
 * form the store answers, a popover or a `details` — or it is not drawn at all. The first test reads every control of
 * the busiest pages for one that would do nothing; the others tap each kind and check what the shopper then sees.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: 'default' });
for (const remote of ['mf-header', 'mf-search', 'mf-catalog'] as const) needsServerRenderOf(remote);

const LISTING = '/tiles/wooden-tiles';
const SEARCH = '/catalogsearch/result/?q=marble';

async function productPath(page: Page): Promise<string> {
  const html = await (await page.request.get(LISTING)).text();
  return /class="cat-card__link" href="([^"]+)"/.exec(html)![1];
}

/**
 * axe on the server's HTML of where a tap led (axe needs scripts of its own, which a page with scripts off never runs):
 * the same address in a page whose own code never arrives.
 */
async function serverHtmlViolations(browser: Browser, url: string, include: string) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const violations = await seriousA11yViolations(page, include);
  await context.close();
  return violations;
}

/**
 * The visible controls that cannot act without scripts: a button that is neither a form's (with an action, or the
 * page's own GET) nor a popover's, a choice outside any form that can be sent. A content group's toggle opens its
 * group on focus (contentNav.css; tapped below), so it is not one of them.
 */
const deadControls = (page: Page) =>
  page.evaluate(() => {
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const sendable = (form: HTMLFormElement | null) =>
      !!form && [...form.elements].some((e) => e instanceof HTMLButtonElement && e.type === 'submit' && shown(e));
    const dead: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, [role=button], select, input[type=checkbox], input[type=radio]')) {
      if (!shown(el) || (el as HTMLButtonElement).disabled || el.matches('.hdr-cnav__toggle, a[href]')) continue;
      const ok =
        el instanceof HTMLButtonElement
          ? el.hasAttribute('popovertarget') || (el.type === 'submit' && !!el.form)
          : (el instanceof HTMLSelectElement || el instanceof HTMLInputElement) && sendable(el.form);
      if (!ok)
        dead.push(
          `${el.closest('[data-slot]')?.getAttribute('data-slot')}: ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`,
        );
    }
    return dead;
  });

for (const width of [390, 1280] as const)
  test.describe(`at ${width} px`, { tag: ['@mf-header', '@mf-search', '@mf-catalog'] }, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('no control on home, a listing, a product, search results and the lead pages waits for scripts', async ({ page }) => {
      test.setTimeout(90_000);
      for (const path of ['/', LISTING, await productPath(page), SEARCH, '/contact', '/store-locator', '/project-quote', '/account']) {
        await page.goto(path);
        expect(await deadControls(page), path).toEqual([]);
      }
      if (width === 390) {
        // The phone's drawer (a native popover) and what is in it.
        await page.goto('/');
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await expect(page.locator('#hdr-drawer')).toBeVisible();
        expect(await deadControls(page), 'the drawer').toEqual([]);
      }
    });
  });

test.describe('a listing', { tag: '@mf-catalog' }, () => {
  test('filters, sort and chips answer through the listing’s own addresses', async ({ page, browser }) => {
    await page.goto(LISTING);
    const main = page.locator('main');
    const filters = main.getByRole('complementary', { name: 'Filters' });
    // A long list shows whole: nothing unfolds it without scripts.
    await expect(filters.getByRole('button', { name: /^Show all/ })).toHaveCount(0);
    await expect(filters.getByRole('group', { name: 'Size' }).getByRole('checkbox')).not.toHaveCount(0);
    expect(await filters.getByRole('checkbox').count()).toBeGreaterThan((await filters.locator('li:not([hidden])').count()) - 1);
    const box = filters.getByRole('checkbox', { name: /^Matte/ });
    await box.check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]tile_finish=\d+/);
    await expect(filters.getByRole('checkbox', { name: /^Matte/ })).toBeChecked();
    const chip = main.getByRole('link', { name: /^Remove filter .*Matte/ });
    await expect(chip).toBeVisible();
    const count = await main.locator('.cat-card').count();

    // The sort keeps the filter, and the page answers sorted.
    await main.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await main.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/product_list_order=price(%3A|:)asc/);
    await expect(page).toHaveURL(/tile_finish=\d+/);
    await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price:asc');
    await expect(main.locator('.cat-card')).toHaveCount(count);
    expect(await serverHtmlViolations(browser, page.url(), 'main')).toEqual([]);

    await main.getByRole('link', { name: /^Remove filter .*Matte/ }).click();
    await expect(page).not.toHaveURL(/tile_finish/);
    await expect(filters.getByRole('checkbox', { name: /^Matte/ })).not.toBeChecked();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('the filters are in the page (no button that cannot open them), and Apply filters applies', async ({ page }) => {
      await page.goto(LISTING);
      const main = page.locator('main');
      await expect(main.getByRole('button', { name: 'Filters', exact: true })).toHaveCount(0);
      const filters = main.getByRole('complementary', { name: 'Filters' });
      await filters.getByRole('checkbox', { name: /^Best sellers/ }).check();
      await filters.getByRole('button', { name: 'Apply filters' }).tap();
      await expect(page).toHaveURL(/[?&]popularity=101/);
      await expect(filters.getByRole('checkbox', { name: /^Best sellers/ })).toBeChecked();
    });
  });
});

test.describe('search results', { tag: '@mf-search' }, () => {
  test('facets, chips and pages are links; the sort is a form', async ({ page, browser }) => {
    await page.goto(SEARCH);
    const main = page.locator('main');
    const facets = main.getByRole('navigation', { name: 'Filter results' });
    // Each facet is a `details` the browser opens by itself.
    await facets.getByText('Finish', { exact: true }).click();
    await facets.getByRole('link', { name: /^Glossy/ }).click();
    await expect(page).toHaveURL(/[?&]tile_finish=\d+/);
    await expect(main.getByRole('link', { name: /^Remove filter .*Glossy/ })).toBeVisible();
    await main.getByRole('link', { name: /^Remove filter .*Glossy/ }).click();
    await expect(page).not.toHaveURL(/tile_finish/);

    await main.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]p=2/);
    await expect(main.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await main.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    await main.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=marble&product_list_order=price_desc$/);
    await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    expect(await serverHtmlViolations(browser, page.url(), 'main')).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('the facets are in the page, and a facet applies', async ({ page }) => {
      await page.goto(SEARCH);
      const main = page.locator('main');
      await expect(main.getByRole('button', { name: 'Filters', exact: true })).toHaveCount(0);
      const facets = main.getByRole('navigation', { name: 'Filter results' });
      await facets.getByText('Finish', { exact: true }).tap();
      await facets.getByRole('link', { name: /^Glossy/ }).tap();
      await expect(page).toHaveURL(/[?&]tile_finish=\d+/);
    });
  });
});

test.describe('a product page', { tag: ['@mf-catalog', '@mf-cart'] }, () => {
  test('the calculator answers its form, and "Add to cart" adds the boxes it worked out', async ({ page, browser }) => {
    await page.goto(await productPath(page));
    const calc = page.getByRole('region', { name: 'How many boxes do you need?' });
    await calc.getByRole('radio', { name: 'Area in sq.ft' }).check();
    await calc.getByRole('button', { name: 'Calculate' }).click();
    await calc.getByRole('textbox', { name: 'Area (sq.ft)' }).fill('120');
    await calc.getByRole('combobox', { name: 'Wastage' }).selectOption('0');
    await calc.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/calc_area=120/);
    const boxes = calc.getByTestId('cat-calc-boxes');
    await expect(boxes).toHaveText(/^\d+ boxes$/);
    const worked = Number(/\d+/.exec((await boxes.textContent())!)![0]);
    expect(await serverHtmlViolations(browser, page.url(), 'main')).toEqual([]);
    await calc.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page).toHaveURL(/\/checkout\/cart$/);
    await expect(page.locator('main .cart-row-qty input').first()).toHaveValue(String(worked));
  });

  test('a thumbnail shows its image', async ({ page }) => {
    await page.goto(await productPath(page));
    const thumbnails = page.locator('main').getByRole('button', { name: /^Show / });
    const mainImage = page.locator('.cat-gallery img').first();
    const before = await mainImage.getAttribute('src');
    await thumbnails.nth(1).click();
    await expect(page).toHaveURL(/[?&]image=1$/);
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(mainImage).not.toHaveAttribute('src', before!);
  });
});

test.describe('the header', { tag: '@mf-header' }, () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a content group opens as it is tapped, and its links navigate', async ({ page }) => {
    await page.goto('/');
    const explore = page.locator('[data-slot="mf_header-Header"]').getByRole('banner').getByRole('navigation', { name: 'Explore' }).first();
    const group = explore.getByRole('button', { name: 'Company' });
    const panel = explore.locator(`#${await group.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();
    await group.click();
    await expect(panel).toBeVisible();
    const link = panel.getByRole('link').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('controls that need scripts are not drawn: submenu toggles, the slider’s buttons, search by image', async ({ page }) => {
    await page.goto('/');
    const banner = page.locator('[data-slot="mf_header-Header"]').getByRole('banner');
    await expect(banner.getByRole('button', { name: /submenu$/ }).filter({ visible: true })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Wooden Tiles', exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Search by image' }).filter({ visible: true })).toHaveCount(0);
    const slider = page.locator('[data-slot="mf_header-CategorySlider"]');
    await expect(slider.getByRole('link').first()).toBeVisible();
    await expect(slider.getByRole('button').filter({ visible: true })).toHaveCount(0);
  });
});
