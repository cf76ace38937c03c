import { expect, test } from '../../support/fixtures';
import { LeadsPage, PAGE_REST, leadStatus, storedCopies, uniquePhone } from '../../pages/leads';

// These specs drive the popup engine themselves.
test.use({ quietPopups: false });

test.describe('the lead outbox never loses a lead', () => {
  // Clock-driven flows do many page round trips; the shared CI machine is slow.
  test.describe.configure({ timeout: 120_000 });

  test('offline: the lead waits, is sent when the connection returns, and the backend holds one copy', async ({ page, context }) => {
    const leads = new LeadsPage(page);
    await leads.goto('/');
    const phone = uniquePhone();
    const dialog = await leads.openCallback();
    await dialog.getByLabel('Name*').fill('Offline Olga');
    await dialog.getByLabel('Mobile Number*').fill(phone);
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Request a callback' }).click();
    await expect(leads.dialog('Thank you!')).toContainText("We've saved your request and will send it as soon as the connection is back");
    const [key] = await leads.outboxKeys();
    expect(key).toBeTruthy();
    expect(await leadStatus(page, key)).toBeNull();
    await context.setOffline(false);
    await expect(leads.notice()).toContainText('Your saved request has now been sent');
    expect(await leads.outboxKeys()).toEqual([]);
    expect(await leadStatus(page, key)).toMatchObject({ kind: 'callback', deliveries: 1 });
    const copies = storedCopies(phone);
    if (copies !== null) expect(copies).toBe(1);
  });

  test('backend down (aborted, then 503): kept, resent on the next visit with the same key, stored once', async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.installClock();
    await page.route(`${PAGE_REST}/get_in_touch`, (route) => route.abort('connectionrefused'));
    await leads.goto('/');
    await leads.runToSinceStart(30_000);
    const dialog = leads.dialog('Need help choosing tiles?');
    const phone = uniquePhone();
    await leads.fillLead(dialog, { name: 'Down Dev', number: phone, pincode: '411001' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(leads.notice()).toContainText("We've saved your request");
    const [key] = await leads.outboxKeys();
    await page.unroute(`${PAGE_REST}/get_in_touch`);
    let attempts = 0;
    await page.route(`${PAGE_REST}/get_in_touch`, (route) => {
      attempts++;
      return attempts === 1 ? route.fulfill({ status: 503, body: '{}' }) : route.continue();
    });
    await page.reload();
    await expect.poll(() => attempts).toBe(1);
    expect(await leads.outboxKeys()).toEqual([key]);
    await page.unroute(`${PAGE_REST}/get_in_touch`);
    await page.reload();
    await expect(leads.notice()).toContainText('Your saved request has now been sent');
    expect(await leads.outboxKeys()).toEqual([]);
    expect(await leadStatus(page, key)).toMatchObject({ kind: 'get_in_touch', deliveries: 1 });
    const copies = storedCopies(phone);
    if (copies !== null) expect(copies).toBe(1);
  });
});
