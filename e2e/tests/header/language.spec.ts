import { test, expect } from '../../support/fixtures';
import { SHELL_URL, languageOrigin } from '../../support/ports';

test('hi.localhost shows the header, menu and slider in Hindi and asks the store for Hindi', async ({ page }) => {
  const stores = new Set<string>();
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.method() === 'POST') stores.add(r.headers()['store'] ?? '');
  });
  await page.goto(`${languageOrigin('hi')}/tiles/wooden-tiles?tile_area=103`);
  const banner = page.locator('[data-slot="mf_header-Header"]').getByRole('banner');
  await expect(banner).toHaveAttribute('lang', 'hi');
  await expect(banner.getByRole('link', { name: 'स्टोर खोजें' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'कैटलॉग डाउनलोड करें' })).toBeVisible();
  const main = banner.getByRole('navigation', { name: 'मुख्य' });
  await expect(main.getByRole('link', { name: 'सभी टाइल्स', exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'वुडन टाइल्स उप-मेनू' })).toBeVisible();
  const language = banner.getByRole('navigation', { name: 'भाषा' });
  await expect(language.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('aria-current', 'true');
  await expect(language.getByRole('link', { name: 'English' })).toHaveAttribute('href', `${SHELL_URL}/tiles/wooden-tiles?tile_area=103`);
  // The menu came with the page (the server asked in Hindi: its names are Hindi); what the browser asks for
  // itself, such as a submenu's recommended tiles, is asked in Hindi too.
  await main.getByRole('button', { name: 'वुडन टाइल्स उप-मेनू' }).click();
  await expect.poll(() => [...stores]).toContain('hi');
  expect(stores).not.toContain('default');
});

test('ta.localhost shows Tamil labels and the slider in Tamil', async ({ page }) => {
  await page.goto(`${languageOrigin('ta')}/`);
  const banner = page.locator('[data-slot="mf_header-Header"]').getByRole('banner');
  await expect(banner.getByRole('navigation', { name: 'முதன்மை' }).getByRole('link', { name: 'அனைத்து டைல்ஸ்', exact: true })).toBeVisible();
  const slider = page.getByRole('region', { name: 'வகை வாரியாக வாங்குங்கள்' }).and(page.locator('[data-boundary="mf-header"]'));
  await expect(slider.locator('.hdr-slider__list > li').first()).toContainText('தரை டைல்ஸ்');
});
