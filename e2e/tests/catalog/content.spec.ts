import { expect, seriousA11yViolations, slotReady, test } from '../../support/fixtures';
import { CatalogPages } from '../../pages/catalog';

const PAGES: [string, string, RegExp][] = [
  ['/about-us', 'About Us', /Morbi, Gujarat/],
  ['/design-ideas', 'Tile Design Ideas', /Ideas by room/],
  ['/design-ideas/kitchen/l-shaped-kitchen', 'L-shaped Kitchen Design Ideas', /dining area/],
  ['/blog/web-story', 'Web Stories', /Wood without worries/],
  ['/projects-at-wooden-tiles', 'Projects with Our Wooden Tiles', /Udaipur/],
  ['/career', 'Careers', /Open roles/],
  ['/masterbond-tile-adhesive', 'Masterbond Tile Adhesive', /Masterbond 300/],
  ['/inspection-doc', 'Inspection Documents', /IS 15622/],
  ['/download-catalogue', 'Download Catalogue', /Catalogues/],
];

for (const [path, heading, text] of PAGES) {
  test(`content page ${path} renders its content`, async ({ page }) => {
    const catalog = new CatalogPages(page);
    await catalog.open(path);
    await expect(catalog.heading).toHaveText(heading);
    await expect(catalog.route.getByText(text).first()).toBeVisible();
    await expect(page).toHaveTitle(heading);
  });
}

test('the investor page links to its sections by anchor and opens at one', async ({ page }) => {
  const catalog = new CatalogPages(page);
  await catalog.open('/investor#annual-reports');
  await expect(catalog.route.getByRole('heading', { name: 'Annual Reports' })).toBeInViewport();
  await catalog.route.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Governance' }).click();
  await expect(page).toHaveURL(/#governance$/);
  expect(await seriousA11yViolations(page, '[data-boundary="mf-catalog"]')).toEqual([]);
});

test('links inside content navigate within the app', async ({ page }) => {
  const catalog = new CatalogPages(page);
  await catalog.open('/design-ideas');
  await page.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 1;
  });
  await catalog.route.getByRole('link', { name: 'Bathroom design ideas' }).click();
  await expect(catalog.heading).toHaveText('Bathroom Design Ideas');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test('an unknown path shows the 404 page with search and popular categories, and the header still works', async ({ page }) => {
  const catalog = new CatalogPages(page);
  await catalog.open('/this-tile-does-not-exist');
  await expect(catalog.heading).toHaveText("We couldn't find that page");
  await expect(page).toHaveTitle('Page not found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(catalog.route.getByRole('link', { name: 'Wooden Tiles' })).toBeVisible();
  await slotReady(page, 'mf_header-Header');
  await catalog.route.getByRole('link', { name: 'Wooden Tiles' }).click();
  await expect(page).toHaveURL(/\/tiles\/wooden-tiles$/);
  await catalog.waitForResults();
  await page.goBack();
  await slotReady(page, 'mf_header-Header');
  const headerLink = page.locator('[data-slot="mf_header-Header"]').getByRole('link', { name: /tiles/i }).first();
  await headerLink.click();
  await expect(page).not.toHaveURL(/this-tile-does-not-exist/);
});

test('home: hero, trending tiles and collections, with no serious axe violations', async ({ page }) => {
  const catalog = new CatalogPages(page);
  await catalog.open('/');
  await expect(catalog.heading).toHaveText(/Tiles for every room/);
  await expect(catalog.home.getByRole('region', { name: 'Trending tiles' }).getByRole('article').first()).toBeVisible();
  await expect(catalog.home.getByRole('link', { name: /Aurora Collection/ })).toBeVisible();
  expect(await seriousA11yViolations(page, '[data-boundary="mf-catalog"]')).toEqual([]);
});

test('a network failure on route resolution offers a retry, not a 404', async ({ page }) => {
  const catalog = new CatalogPages(page);
  // A first page load arrives server-rendered; the browser resolves routes itself after in-app navigation.
  await catalog.open('/tiles');
  await page.route('**/graphql', (route) => (route.request().postData()?.includes('CatalogRoute') ? route.abort() : route.continue()));
  await page.evaluate(() => {
    history.pushState({}, '', '/about-us');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(catalog.route.getByRole('alert')).toContainText('This page did not load');
  await page.unroute('**/graphql');
  await catalog.route.getByRole('button', { name: 'Try again' }).click();
  await expect(catalog.heading).toHaveText('About Us');
});
