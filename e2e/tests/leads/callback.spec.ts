import { expect, seriousA11yViolations, test } from '../../support/fixtures';
import { LeadsPage, PAGE_REST, uniquePhone } from '../../pages/leads';

// These specs drive the popup engine themselves.
test.use({ quietPopups: false });

test.describe('callback dialog from the header', () => {
  // Clock-driven flows do many page round trips; the shared CI machine is slow.
  test.describe.configure({ timeout: 120_000 });

  test('labels, validation messages, focus in and back, Escape', async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.goto('/');
    const dialog = await leads.openCallback();
    await expect(dialog.getByLabel('Name*')).toBeFocused();
    await expect(dialog.getByLabel('Mobile Number*')).toHaveAttribute('inputmode', 'numeric');
    await expect(dialog.getByLabel('Pincode', { exact: true })).toHaveAttribute('inputmode', 'numeric');
    expect(await seriousA11yViolations(page, '[data-leads-dialog]')).toEqual([]);
    const submit = dialog.getByRole('button', { name: 'Request a callback' });
    await submit.click();
    await expect(dialog.getByText('Please enter your name')).toBeVisible();
    await expect(dialog.getByText('Please enter your mobile number')).toBeVisible();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByLabel('Name*').fill('Ravi');
    await dialog.getByLabel('Mobile Number*').fill('12345');
    await dialog.getByLabel('Pincode', { exact: true }).fill('123');
    await submit.click();
    await expect(dialog.getByText('Enter a valid 10-digit mobile number')).toBeVisible();
    await expect(dialog.getByText('Pincode must be 6 digits')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(leads.callbackButton()).toBeFocused();
  });

  test('the button reads "Submitting" during a slow request, then a success state', async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.goto('/');
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(`${PAGE_REST}/callback`, async (route) => {
      await held;
      await route.continue();
    });
    const dialog = await leads.openCallback();
    await dialog.getByLabel('Name*').fill('Ravi Kumar');
    await dialog.getByLabel('Mobile Number*').fill(uniquePhone());
    await dialog.getByRole('button', { name: 'Request a callback' }).click();
    await expect(dialog.getByRole('button', { name: 'Submitting' })).toBeDisabled();
    release();
    await expect(leads.dialog('Thank you!')).toContainText('A tile expert will call you back');
    expect(await seriousA11yViolations(page, '[data-leads-dialog]')).toEqual([]);
  });

  test('a backend refusal is shown as a notice and sets the lead-filled flag', async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.goto('/');
    await page.route(`${PAGE_REST}/callback`, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many requests from your connection.' }),
      }),
    );
    const dialog = await leads.openCallback();
    await dialog.getByLabel('Name*').fill('Ravi');
    await dialog.getByLabel('Mobile Number*').fill('9876543210');
    await dialog.getByRole('button', { name: 'Request a callback' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Too many requests from your connection.');
    expect(await page.evaluate(() => localStorage.getItem('tiles:lead-filled'))).toBe('true');
  });
});
