import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, seriousA11yViolations, slotReady, test } from '../../support/fixtures';
import { languageOrigin, ports } from '../../support/ports';
import { needsLocalStore } from '../../support/remoteStore';

/** Where the e2e store writes its mail (TILES_MAIL_DIR in playwright.config.ts). */
const MAIL_DIR = path.resolve(__dirname, '../../../test-results', `mail-${ports.shell}`);

/** The bodies of every mail the store wrote (base64 UTF-8, as it sends them), oldest first. */
function mailBodies(): string[] {
  needsLocalStore('files');
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = readFileSync(path.join(MAIL_DIR, name), 'utf8');
      const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
      const body = Buffer.from(raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/\r\n/g, ''), 'base64').toString('utf8');
      return `${head}\r\n\r\n${body}`;
    });
}

/** The sign-up in the footer loads once the page has settled (an idle slot) and goes live once the shopper scrolls to it. */
async function newsletterReady(page: Page) {
  await page.locator('[data-slot="mf_leads-NewsletterSignup"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-slot="mf_leads-NewsletterSignup"]')).toHaveAttribute('data-slot-state', 'ready', { timeout: 30_000 });
}

async function openContact(page: Page, origin = '') {
  await page.goto(`${origin}/contact`);
  await slotReady(page, 'mf_leads-ContactPage');
}

test.describe('contact page and newsletter', () => {
  test('a message typed with the keyboard is mailed to the store, and the shopper is thanked', async ({ page }) => {
    await openContact(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Talk to us' })).toContainText('1800-123-4567');
    const token = `e2e-${Date.now()}`;
    const form = page.getByRole('form', { name: 'Write to us' });
    await form.getByLabel('Name').focus();
    await page.keyboard.type('Kavya Iyer');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kavya@example.in');
    await page.keyboard.press('Tab');
    await page.keyboard.type('9876543210');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`Do you stock anti-skid tiles for a terrace? ${token}`);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send message' })).toBeFocused();
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('heading', { name: 'Thank you for your message' });
    await expect(thanks).toBeFocused();

    const mail = mailBodies().findLast((m) => m.includes(token));
    expect(mail, `a mail in ${MAIL_DIR} holding the message`).toBeDefined();
    expect(mail).toMatch(/^To: <?sales@tiles\.example>?$/m);
    expect(mail).toMatch(/^Reply-To: "Kavya Iyer" <kavya@example\.in>$/m);
    expect(mail).toContain('Phone Number: 9876543210');
    expect(await seriousA11yViolations(page, '[data-boundary="mf-leads"].lead-contact')).toEqual([]);

    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('a refusal is announced and nothing is mailed; the form passes axe', async ({ page }) => {
    await openContact(page);
    const form = page.getByRole('form', { name: 'Write to us' });
    await form.getByLabel('Name').fill('Kavya');
    await form.getByLabel('E-mail address').fill('kavya@example');
    // Its own words, to look for in the outbox: other tests mail the store at the same time (a count of all mails is a race).
    const message = `Hello ${Date.now()}-${Math.random().toString(36).slice(2)}`;
    await form.getByLabel('Your message').fill(message);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
    expect(mailBodies().filter((m) => m.includes(message))).toEqual([]);
    await expect(form.getByLabel('Your message')).toHaveValue(message);
    expect(await seriousA11yViolations(page, '[data-boundary="mf-leads"].lead-contact')).toEqual([]);
  });

  test('newsletter in the footer: subscribed, then Magento’s "already subscribed"', async ({ page }) => {
    await page.goto('/about-us');
    await newsletterReady(page);
    const news = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
    const email = `news-${Date.now()}@example.in`;
    await news.getByLabel('E-mail address').fill(email);
    await news.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your subscription.' })).toBeVisible();
    await expect(news.getByLabel('E-mail address')).toHaveValue('');
    expect(mailBodies().some((m) => new RegExp(`^To: <?${email.replace(/\./g, '\\.')}>?$`, 'm').test(m))).toBe(true);
    await news.getByLabel('E-mail address').fill(email);
    await news.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('.lead-news').getByRole('alert')).toHaveText('This email address is already subscribed.');
    expect(await seriousA11yViolations(page, '[data-boundary="mf-leads"].lead-news')).toEqual([]);
  });

  test('the Hindi page is in Hindi, the store’s block included, and so is a refusal', async ({ page }) => {
    await openContact(page, `${languageOrigin('hi')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'हमसे बात करें' })).toContainText('शोरूम खोजें');
    const form = page.getByRole('form', { name: 'हमें लिखें' });
    await form.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(form.getByRole('alert')).toHaveText('कृपया अपना नाम, ईमेल पता और संदेश भरें।');
    const latin = await page.locator('.lead-contact').evaluate((el) => (el as HTMLElement).innerText.match(/[A-Za-z]{3,}/g) ?? []);
    expect(latin, 'English words on the Hindi contact page').toEqual([]);
    await newsletterReady(page);
    await expect(page.getByRole('contentinfo').getByRole('form', { name: 'न्यूज़लेटर' })).toBeVisible();
  });
});
