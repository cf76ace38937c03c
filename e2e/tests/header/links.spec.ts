import { test, expect } from '../../support/fixtures';
import { SHELL_URL, languageOrigin } from '../../support/ports';
import { HeaderPage } from '../../pages/header';

interface Settings {
  phone: string;
  toolsBaseUrl: string;
  catalogueDownloadPath: string;
  exportCatalogueDownloadPath: string;
}
async function settings(page: import('@playwright/test').Page): Promise<Settings> {
  return (await (await page.request.get(`${SHELL_URL}/remotes.json`)).json()).settings;
}

test('the banner links: logo, help line, store locator, catalogue, account and the tools site', async ({ page }) => {
  const header = new HeaderPage(page);
  await header.open('/');
  const s = await settings(page);
  await expect(header.banner.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
  // The header's help line (the callback button's server link also calls it, and is named "Request a callback").
  const phone = header.banner.getByRole('link', { name: /^Help line/ });
  await expect(phone).toContainText(s.phone);
  await expect(phone).toHaveAttribute('href', `tel:${s.phone.replace(/[^\d+]/g, '')}`);
  await expect(header.banner.getByRole('link', { name: 'Store Locator' })).toHaveAttribute('href', '/store-locator');
  await expect(header.banner.getByRole('link', { name: 'Download Catalogue' })).toHaveAttribute('href', s.catalogueDownloadPath);
  await expect(header.banner.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');

  await header.explore.getByRole('button', { name: 'Tools' }).click();
  const tools = s.toolsBaseUrl.replace(/\/$/, '');
  for (const [name, slug] of [
    ['Tile calculator', 'tile-calculator'],
    ['Area calculator', 'area-calculator'],
    ['Paint calculator', 'paint-calculator'],
    ['Construction cost estimator', 'construction-cost-estimator'],
  ]) {
    await expect(header.explore.getByRole('link', { name })).toHaveAttribute('href', `${tools}/${slug}`);
  }
});

test('the slots of the other teams sit inside the banner', async ({ page }) => {
  const header = new HeaderPage(page);
  await header.open('/');
  for (const slot of ['mf_search-SearchBox', 'mf_cart-MiniCart', 'mf_leads-CallbackButton']) {
    await expect(header.banner.locator(`[data-slot="${slot}"]`)).toHaveCount(1);
  }
});

test('Download Catalogue goes to the export catalogue on export pages, following client-side navigation', async ({ page }) => {
  const header = new HeaderPage(page);
  const s = await settings(page);
  const catalogue = header.banner.getByRole('link', { name: 'Download Catalogue' });
  await header.open('/exports-project/middle-east');
  await expect(catalogue).toHaveAttribute('href', s.exportCatalogueDownloadPath);
  await header.open('/exports-projects');
  await expect(catalogue).toHaveAttribute('href', s.catalogueDownloadPath);

  await header.open('/');
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  await header.explore.getByRole('button', { name: 'Projects' }).click();
  await header.explore.getByRole('link', { name: 'Exports' }).click();
  await expect(page).toHaveURL(/\/exports-project$/);
  await expect(catalogue).toHaveAttribute('href', s.exportCatalogueDownloadPath);
  await header.menuReady();
  await header.topLink('Floor Tiles').click();
  await expect(page).toHaveURL(/\/tiles\/floor-tiles$/);
  await expect(catalogue).toHaveAttribute('href', s.catalogueDownloadPath);
  // Same document all along: the link followed the router, not a reload.
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('the language links keep path and query on each subdomain, with hreflang, lang and aria-current', async ({ page }) => {
  const header = new HeaderPage(page);
  await header.open('/tiles/wooden-tiles?tile_area=103');
  const path = '/tiles/wooden-tiles?tile_area=103';
  const expected = [
    ['English', 'en', `${SHELL_URL}${path}`],
    ['हिन्दी', 'hi', `${languageOrigin('hi')}${path}`],
    ['தமிழ்', 'ta', `${languageOrigin('ta')}${path}`],
  ];
  for (const [label, code, href] of expected) {
    const link = header.language.getByRole('link', { name: label });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('hreflang', code);
    await expect(link).toHaveAttribute('lang', code);
  }
  await expect(header.language.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await expect(header.language.locator('[aria-current]')).toHaveCount(1);
});

test('every content route of spec §2 is reachable from the header', async ({ page }) => {
  const header = new HeaderPage(page);
  await header.open('/');
  const wanted = [
    '/design-ideas',
    '/blog',
    '/blog/web-story',
    '/about-us',
    '/core_values',
    '/our-milestones',
    '/about-us-awards-accolades',
    '/executive-managers',
    '/board-of-director',
    '/innovation',
    '/manufacturing-capabilities',
    '/csr',
    '/product-quality',
    '/faq',
    '/contact-us',
    '/signature-company-showrooms',
    '/residential-projects',
    '/commercial-projects',
    '/government-projects',
    '/industrial-projects',
    '/builders-contractors',
    '/exports-project',
    '/our-capabilities',
    '/investor',
    '/career',
    '/press-release',
    '/event',
    '/latest-news',
    '/masterbond-tile-adhesive',
  ];
  const toggles = header.explore.getByRole('button');
  const hrefs = new Set<string>();
  for (let i = 0; i < (await toggles.count()); i++) {
    await toggles.nth(i).click();
    for (const href of await header.explore.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))
      hrefs.add(href);
  }
  for (const path of wanted) expect([...hrefs], path).toContain(path);
  expect([...hrefs].filter((h) => h.startsWith('/design-ideas/')).length).toBeGreaterThanOrEqual(9);
  expect([...hrefs].some((h) => /^\/projects-at-[a-z-]+$/.test(h))).toBe(true);
});
