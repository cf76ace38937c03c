import { expect, seriousA11yViolations, test } from '../../support/fixtures';
import { LeadsPage, uniquePhone } from '../../pages/leads';

// These specs drive the popup engine themselves.
test.use({ quietPopups: false });

test.describe('popup engine on Playwright’s clock', () => {
  // Clock-driven flows do many page round trips; the shared CI machine is slow.
  test.describe.configure({ timeout: 120_000 });

  test('the timed popup appears at 30 s and not before; it is an accessible dialog', async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.installClock();
    await leads.goto('/');
    await leads.runToSinceStart(29_000);
    await expect(leads.anyDialog()).toHaveCount(0);
    await leads.runToSinceStart(30_000);
    const dialog = leads.dialog('Need help choosing tiles?');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
    expect(await seriousA11yViolations(page, '[data-leads-dialog]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(leads.anyDialog()).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Get in touch', exact: true })).toBeVisible();
    // Slots continue at 1 min since the day's start, also after a reload.
    await leads.reload();
    await leads.runToSinceStart(59_000);
    await expect(leads.anyDialog()).toHaveCount(0);
    await leads.runToSinceStart(60_000);
    await expect(leads.dialog('Need help choosing tiles?')).toBeVisible();
  });

  test('exact validation messages; filling the form closes every popup and none opens again anywhere', async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.installClock();
    await leads.goto('/');
    await leads.runToSinceStart(30_000);
    const dialog = leads.dialog('Need help choosing tiles?');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('All fields are required');
    await leads.fillLead(dialog, { name: 'Meera', number: '9876543210', pincode: '56001' });
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid Pincode');
    await leads.fillLead(dialog, { name: 'Meera', number: '98765', pincode: '560001' });
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Enter a valid 10-digit mobile number');
    await leads.fillLead(dialog, { name: 'Meera', number: uniquePhone(), pincode: '560001' });
    await submit.click();
    await expect(leads.anyDialog()).toHaveCount(0);
    await expect(leads.notice()).toContainText('Thank you, Meera!');
    await expect(page.getByTestId('lead-remaining')).toHaveText(/^(15 days 0 hours|14 days 23 hours)$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('form-storage') ?? 'null'));
    expect(stored.state).toMatchObject({ isFormFilled: true, whenFormFilled: expect.any(String) });
    expect(await page.evaluate(() => [localStorage.getItem('tiles:lead-filled'), localStorage.getItem('tiles:promo-closed')])).toEqual([
      'true',
      'true',
    ]);
    for (const path of ['/tiles', '/store-locator', '/']) {
      await leads.goto(path, 'https://www.google.com/');
      await page.clock.runFor(6 * 60_000);
      await expect(leads.anyDialog()).toHaveCount(0);
    }
  });

  test('the location popup opens only on listing pages; closing it re-opens the side prompt', async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.installClock();
    await leads.goto('/tiles');
    await leads.runToSinceStart(30_000);
    const dialog = leads.dialog('Where should we deliver?');
    await expect(dialog).toBeVisible();
    expect(await seriousA11yViolations(page, '[data-leads-dialog]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Get in touch', exact: true })).toBeVisible();
    // The next slot on a listing page is the get-in-touch popup: the location popup is offered once a visit.
    await leads.runToSinceStart(60_000);
    await expect(leads.dialog('Need help choosing tiles?')).toBeVisible();
  });

  test('the promo image opens 90 s into a visit from an external referrer, and never after it was closed', async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.installClock();
    await leads.goto('/', 'https://www.google.com/');
    for (const at of [30_000, 60_000]) {
      await leads.runToSinceStart(at);
      await leads.dialog('Need help choosing tiles?').getByRole('button', { name: 'Close' }).click();
    }
    await leads.runToSinceStart(89_000);
    await expect(leads.anyDialog()).toHaveCount(0);
    await leads.runToSinceStart(91_000);
    const promo = leads.dialog(/Festive offer/);
    await expect(promo).toBeVisible();
    expect(await seriousA11yViolations(page, '[data-leads-dialog]')).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => localStorage.getItem('tiles:promo-closed'))).toBe('true');
    await leads.goto('/', 'https://www.google.com/');
    await page.clock.runFor(100_000);
    await expect(leads.dialog(/Festive offer/)).toHaveCount(0);
  });

  test('the side prompt opens get in touch; a corrupt form-storage is ignored, never a crash', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('form-storage', '{"state":{"isFormFilled":"yes"'));
    const leads = new LeadsPage(page);
    await leads.installClock();
    await leads.goto('/');
    await leads.runToSinceStart(30_000);
    // The dialogs' code loads when the first one opens: close the timed popup once it is on screen, as a shopper would.
    await expect(leads.dialog('Need help choosing tiles?')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Get in touch', exact: true }).click();
    await expect(leads.dialog('Get in touch')).toBeVisible();
    expect(await seriousA11yViolations(page, '[data-leads-dialog]')).toEqual([]);
  });
});
