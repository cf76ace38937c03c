import { expect, seriousA11yViolations, test } from '../../support/fixtures';
import { CatalogPages, productsByUrlKey } from '../../pages/catalog';

test.describe('category routes show the right tiles', () => {
  const families: [string, string, RegExp, RegExp | null][] = [
    ['all tiles', '/tiles', /All Tiles/, null],
    ['size', '/tiles/2x2-tiles', /600x600 mm/, /600x600 mm \(2x2 ft\)/],
    ['space', '/tiles/kitchen-tiles', /Kitchen Tiles/, null],
    ['design', '/tiles/wooden-tiles', /Wooden Tiles/, /Wooden/],
    ['type (vitrified sub-route)', '/tiles/gvt-tiles', /GVT Tiles/, null],
    ['finish', '/tiles/glossy-tiles', /Glossy Tiles/, /Glossy/],
    ['collection', '/tiles/tile-collection/aurora', /Aurora Collection/, null],
    ['colour with room', '/tiles/white-tiles?tiles=floor-tiles', /White Tiles · Floor Tiles/, /White/],
    ['city', '/tiles/pune', /Tiles in Pune/, null],
    ['morbi', '/tiles/morbi-tiles', /Morbi Tiles/, null],
  ];
  for (const [family, path, heading, everyCard] of families) {
    test(`${family}: ${path}`, async ({ page }) => {
      const catalog = new CatalogPages(page);
      await catalog.openListing(path);
      await expect(catalog.heading).toHaveText(heading);
      expect(await catalog.cards.count()).toBeGreaterThan(0);
      if (everyCard) for (const card of await catalog.cardTexts()) expect(card).toMatch(everyCard);
    });
  }

  test('a wooden listing shows only wooden tiles, with title, canonical and an ItemList', async ({ page, request }) => {
    const catalog = new CatalogPages(page);
    await catalog.openListing('/tiles/wooden-tiles');
    const items = await productsByUrlKey<{ tile_design_label: string }>(request, await catalog.cardUrlKeys(), 'tile_design_label');
    expect(items.length).toBe(await catalog.cards.count());
    expect(new Set(items.map((i) => i.tile_design_label))).toEqual(new Set(['Wooden']));
    await expect(page).toHaveTitle(/Wooden Tiles/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tiles\/wooden-tiles$/);
    const lds = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const ld = lds.find((l) => l['@type'] === 'ItemList');
    expect(lds.map((l) => l['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
    expect(ld.itemListElement).toHaveLength(await catalog.cards.count());
  });

  test('?tile_area=103 shows only bathroom tiles', async ({ page, request }) => {
    const catalog = new CatalogPages(page);
    await catalog.openListing('/tiles/floor-tiles?tile_area=103');
    const items = await productsByUrlKey<{ tile_area: number[] }>(request, await catalog.cardUrlKeys(), 'tile_area');
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) expect(i.tile_area).toContain(103);
    await expect(catalog.facet(/Bathroom/)).toBeChecked();
  });

  test('product_list_order=price sorts by price both ways', async ({ page }) => {
    const catalog = new CatalogPages(page);
    await catalog.openListing('/tiles/marble-tiles?product_list_order=price&product_list_dir=asc');
    const asc = await catalog.cardPrices();
    expect(asc.length).toBeGreaterThan(3);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await catalog.sort.selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/product_list_order=price&product_list_dir=desc/);
    await catalog.waitForResults();
    // The address changes at once; the cheapest-first tiles stay on screen until the dearest-first have come.
    await expect.poll(async () => (await catalog.cardPrices())[0]).toBeGreaterThan(asc[0]);
    const desc = await catalog.cardPrices();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThan(asc[0]);
  });

  test('facets change the URL and the results; back restores them', async ({ page }) => {
    const catalog = new CatalogPages(page);
    await catalog.openListing('/tiles/wooden-tiles');
    const before = await catalog.resultCount.innerText();
    const namesBefore = await catalog.cardNames();
    await catalog.facet(/Glossy/).click();
    await expect(page).toHaveURL(/tile_finish=202/);
    await expect(catalog.facet(/Glossy/)).toBeChecked();
    await catalog.waitForResults();
    await expect(catalog.resultCount).not.toHaveText(before);
    for (const card of await catalog.cardTexts()) expect(card).toMatch(/Glossy/);
    await page.goBack();
    await expect(page).not.toHaveURL(/tile_finish/);
    await catalog.waitForResults();
    await expect(catalog.resultCount).toHaveText(before);
    expect(await catalog.cardNames()).toEqual(namesBefore);
    await expect(catalog.facet(/Glossy/)).not.toBeChecked();
  });

  test('pagination moves through pages via the URL', async ({ page }) => {
    const catalog = new CatalogPages(page);
    await catalog.openListing('/tiles');
    const first = await catalog.cardNames();
    await catalog.route.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]p=2/);
    await catalog.waitForResults();
    // The address changes at once; page 1's tiles stay on screen until page 2's have come.
    await expect.poll(() => catalog.cardNames()).not.toEqual(first);
    await expect(catalog.route.getByText('2', { exact: true }).and(page.locator('[aria-current="page"]'))).toBeVisible();
  });

  test('malformed and unknown parameters are ignored, the rest applied, never an error page', async ({ page, request }) => {
    const catalog = new CatalogPages(page);
    await catalog.openListing('/tiles/floor-tiles?tile_type=118&tile_area=banana&tile_design=99999&mt=zz&p=-4&product_list_order=drop');
    await expect(catalog.heading).toHaveText('Floor Tiles');
    const items = await productsByUrlKey<{ tile_type: number }>(request, await catalog.cardUrlKeys(), 'tile_type');
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) expect(i.tile_type).toBe(118);
    await expect(catalog.route.getByText(/were ignored/)).toBeVisible();
  });

  test('axe: a listing with filters open has no serious violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const catalog = new CatalogPages(page);
    await catalog.openListing('/tiles/bathroom-tiles?tile_type=120');
    await catalog.route.getByRole('button', { name: 'Filters' }).click();
    await expect(catalog.filters).toBeVisible();
    await catalog.filters
      .getByRole('button', { name: /Show all/ })
      .first()
      .click();
    expect(await seriousA11yViolations(page, '[data-boundary="mf-catalog"]')).toEqual([]);
  });
});
