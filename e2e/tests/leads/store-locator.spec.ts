import { expect, seriousA11yViolations, test } from '../../support/fixtures';
import { LeadsPage, uniquePhone } from '../../pages/leads';

// These specs drive the popup engine themselves.
test.use({ quietPopups: false });

test.describe('store locator', () => {
  // Clock-driven flows do many page round trips; the shared CI machine is slow.
  test.describe.configure({ timeout: 120_000 });

  test('finds showrooms by city and by state + city', async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.goto('/store-locator');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a showroom near you' })).toBeVisible();
    const simple = page.getByRole('search', { name: 'Search by city or address' });
    await simple.getByLabel('City').fill('Pune');
    await simple.getByRole('button', { name: 'Find showrooms' }).click();
    const cards = page.getByTestId('showroom');
    await expect(page.getByRole('heading', { name: /showrooms? found/ })).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
    for (const text of await cards.allInnerTexts()) expect(text).toContain('Pune, Maharashtra');
    await expect(cards.first().getByRole('link', { name: /View on map/ })).toHaveAttribute('href', /google\.com\/maps/);

    const advanced = page.getByRole('form', { name: 'Search by state and city' });
    await advanced.getByLabel('State').selectOption('Tamil Nadu');
    await advanced.getByLabel('City').selectOption('Madurai');
    await advanced.getByRole('button', { name: 'Search' }).click();
    await expect(cards.first()).toContainText('Madurai, Tamil Nadu');
    for (const text of await cards.allInnerTexts()) expect(text).toContain('Madurai, Tamil Nadu');
    expect(await seriousA11yViolations(page, '[data-boundary="mf-leads"].lead-sl')).toEqual([]);
  });

  test('the visit request goes form → thankyou, and the step survives a reload in this tab only', async ({ page, context }) => {
    const leads = new LeadsPage(page);
    await leads.goto('/store-locator');
    const simple = page.getByRole('search', { name: 'Search by city or address' });
    await simple.getByLabel('City').fill('Chennai');
    await simple.getByRole('button', { name: 'Find showrooms' }).click();
    await page
      .getByTestId('showroom')
      .first()
      .getByRole('button', { name: /Request a visit/ })
      .click();
    const visit = page.locator('#lead-sl-visit');
    await expect(visit).toContainText('Visiting');
    await leads.fillLead(visit, { name: 'Kavya', number: uniquePhone(), pincode: '600001' });
    await visit.getByRole('button', { name: 'Request a visit' }).click();
    await expect(visit.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('store-storage'))).toBe('{"state":{"storeFormStep":"thankyou"},"version":0}');
    await page.reload();
    await expect(page.locator('#lead-sl-visit').getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    const other = await context.newPage();
    await new LeadsPage(other).goto('/store-locator');
    await expect(other.locator('#lead-sl-visit').getByRole('heading', { name: 'Request a showroom visit' })).toBeVisible();
    await other.close();
  });

  test('a foreign step value in store-storage is ignored', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('store-storage', '{"state":{"storeFormStep":"payment"},"version":0}'));
    await new LeadsPage(page).goto('/store-locator');
    await expect(page.locator('#lead-sl-visit').getByRole('heading', { name: 'Request a showroom visit' })).toBeVisible();
  });
});
