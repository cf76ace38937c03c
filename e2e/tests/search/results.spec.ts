import { expect, seriousA11yViolations, slotReady, test } from '../../support/fixtures';
import { SearchPage } from '../../pages/search';

test('"wooden tiles" submitted from the header lands on results with a count and the query in the title', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  const submitted = page.evaluate(
    () =>
      new Promise((resolve) => {
        const bus = (globalThis as unknown as Record<symbol, { subscribe: (n: string, h: (p: unknown) => void) => void }>)[
          Symbol.for('tiles.event-bus')
        ];
        bus.subscribe('search:submitted', resolve);
      }),
  );
  await search.submit('wooden tiles');
  await search.expectResultsFor('wooden tiles');
  expect(await submitted).toEqual({ query: 'wooden tiles', kind: 'text' });
  await expect(search.count).toHaveText(/^\d+ tiles found$/);
  await expect(search.results.first()).toBeVisible();
  await expect(page).toHaveTitle(/Search results for: 'wooden tiles'/);
  await slotReady(page, 'mf_cart-AddToCart');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('sort, filter and pagination change the results and the URL', async ({ page }) => {
  const search = new SearchPage(page);
  await search.openResults('marble');
  await expect(search.results.first()).toBeVisible();
  const total = Number((await search.count.textContent())!.match(/\d+/)![0]);
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/product_list_order=price&product_list_dir=asc/);
  const prices = async () =>
    (await page.locator('.srch-card-price').allTextContents()).map((t) => Number(/₹([\d,]+(?:\.\d+)?)/.exec(t)![1].replace(/,/g, '')));
  await expect
    .poll(async () => {
      const p = await prices();
      return p.length > 0 && p.every((v, i) => i === 0 || p[i - 1] <= v);
    })
    .toBe(true);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]p=2/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const filters = page.getByRole('navigation', { name: 'Filter results' });
  await filters.locator('details').first().locator('.srch-facet-option').first().click();
  await expect(page).not.toHaveURL(/[?&]p=2/);
  await expect.poll(async () => Number((await search.count.textContent())?.match(/\d+/)?.[0] ?? -1)).toBeLessThan(total);
  await page.getByRole('link', { name: /^Remove filter/ }).click();
  await expect.poll(async () => Number((await search.count.textContent())?.match(/\d+/)?.[0] ?? -1)).toBe(total);
});

test('no results: a helpful state with other searches and places to browse', async ({ page }) => {
  const search = new SearchPage(page);
  await search.openResults('zzqxjv');
  await expect(page.getByRole('heading', { name: 'No tiles match “zzqxjv”' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Wooden tiles', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Try searching for' })).toBeVisible();
  await expect(search.results).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the query is shown only ever as text, in the heading, the box and the title', async ({ page }) => {
  const search = new SearchPage(page);
  const hostile = '<img src=x id=pwned onerror=alert(1)>zzqx';
  await search.openResults(hostile);
  await expect(search.heading).toHaveText(`Search results for “${hostile}”`);
  await expect(search.count).toHaveText(/^\d+ tiles? found$/);
  await expect(page.locator('#pwned')).toHaveCount(0);
  await expect(page).toHaveTitle(`Search results for: '${hostile}' | Tiles`);
  await expect(search.box).toHaveValue(hostile);
});

test('on a phone the first results are on the first screen and the filters sit behind a Filters button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const search = new SearchPage(page);
  await search.openResults('wood');
  const facets = page.locator('#srch-facets');
  await expect(search.results.first()).toBeInViewport();
  await expect(facets).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  await expect(facets).toBeVisible();
  await facets.locator('details').first().locator('summary').click();
  const option = facets.locator('.srch-facet-option').first();
  const promised = Number(await option.locator('.srch-facet-count').textContent());
  const label = (await option.locator('span').first().textContent())!;
  await option.click();
  // The filter is applied (a chip to remove it) and the results are as many as the option promised.
  await expect(
    page.getByRole('link', { name: new RegExp(`^Remove filter .*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }),
  ).toBeVisible();
  await expect(search.count).toHaveText(`${promised} ${promised === 1 ? 'tile' : 'tiles'} found`);
  // The panel stays open for the next pick, and the toolbar still fits one line beside Sort.
  await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  await expect(facets).toBeVisible();
  const [toggleBox, sortBox] = [
    await page.locator('.srch-filters-toggle').boundingBox(),
    await page.locator('.srch-sort select').boundingBox(),
  ];
  expect(Math.abs(toggleBox!.y + toggleBox!.height / 2 - (sortBox!.y + sortBox!.height / 2))).toBeLessThan(4);
  expect(sortBox!.x + sortBox!.width).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
