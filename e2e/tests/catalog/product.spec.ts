import { expect, seriousA11yViolations, test } from '../../support/fixtures';
import { GRAPHQL_URL } from '../../support/ports';
import { CatalogPages } from '../../pages/catalog';

test(
  'a product page: attributes, prices, calculator turns 120 sq.ft into N boxes and Add to cart puts N boxes in the cart',
  { tag: '@mf-cart' },
  async ({ page, request }) => {
    const catalog = new CatalogPages(page);
    await catalog.openListing('/tiles/wooden-tiles');
    const name = (await catalog.cardNames())[0];
    await catalog.cards.first().getByRole('link').first().click();
    await expect(catalog.heading).toHaveText(name);
    const urlKey = new URL(page.url()).pathname.slice(1);
    expect(urlKey).not.toContain('/');

    const res = await request.post(GRAPHQL_URL, {
      data: { query: `{ products(filter: { url_key: { eq: "${urlKey}" } }) { items { sqft_per_box tile_size tile_size_ft } } }` },
    });
    const product = (await res.json()).data.products.items[0];
    await expect(catalog.route.getByText(`${product.tile_size} (${product.tile_size_ft})`).first()).toBeVisible();
    await expect(catalog.route.getByText(/per sq\.ft \(MRP/)).toBeVisible();
    await expect(catalog.route.getByText(/per box of/)).toBeVisible();

    await catalog.route.getByRole('radio', { name: /area in sq\.ft/i }).check();
    await catalog.route.getByRole('textbox', { name: /area/i }).fill('120');
    const boxes = Math.ceil((120 * 1.1) / product.sqft_per_box - 1e-9);
    await expect(page.getByTestId('cat-calc-boxes')).toHaveText(`${boxes} ${boxes === 1 ? 'box' : 'boxes'}`);

    await expect(page).toHaveTitle(new RegExp(name));
    const lds = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(lds.map((l) => l['@type'])).toEqual(['Product', 'BreadcrumbList']);

    // The cart team's button adds the calculator's boxes (the page has one calculator, and no second quantity field).
    const calculator = catalog.route.getByRole('region', { name: /how many boxes/i });
    await expect(calculator.getByRole('spinbutton')).toHaveCount(0);
    await expect(calculator.getByText(`Adds ${boxes} boxes`)).toBeVisible();
    await calculator.getByRole('button', { name: /add to cart/i }).click();
    const miniCart = page.getByRole('dialog', { name: 'Shopping cart' });
    await expect(miniCart).toContainText(name);
    await expect(miniCart).toContainText(`${boxes} boxes`);
  },
);

test('related products and the callback button show on a product page', async ({ page }) => {
  const catalog = new CatalogPages(page);
  await catalog.openListing('/tiles/marble-tiles');
  await catalog.cards.first().getByRole('link').first().click();
  await expect(catalog.route.getByRole('heading', { name: 'You may also like' })).toBeVisible();
  expect(await catalog.route.getByRole('region', { name: 'You may also like' }).getByRole('article').count()).toBeGreaterThan(0);
  expect(await seriousA11yViolations(page, '[data-boundary="mf-catalog"]')).toEqual([]);
});
