import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, slotReady, test } from '../../support/fixtures';
import { noScriptViolations } from '../../support/noScript';
import { mailsTo, MAIL_DIR } from '../../support/mail';
import { storeApiUp } from '../../pages/account';
import { createCustomer, uniqueEmail } from '../../pages/cart';
import { languageOrigin } from '../../support/ports';

// The reset-link request, contact and newsletter forms are plain HTML forms the store's server answers: they work
// for a shopper whose scripts are off (or never arrive).
test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ request }) => storeApiUp(request));

/** Screenshots for the review, beside the run's other results (ignored by git). */
const SHOTS = path.join(__dirname, '../../../test-results/shots/forms');
const STORE_ADDRESS = 'sales@tiles.example';
const tamil = `${languageOrigin('ta')}`;

/** Every mail the store wrote to its own address holding `token` (the contact form's mails). */
const storeMailsWith = (token: string) => mailsTo(STORE_ADDRESS).filter((m) => m.text.includes(token));

async function fillContact(page: Page, form: string, fields: { name: string; email: string; phone?: string; message: string }) {
  const contact = page.getByRole('form', { name: form });
  const [name, email, phone, message] = await contact.locator('input:not([type=hidden]), textarea').all();
  await name.fill(fields.name);
  await email.fill(fields.email);
  await phone.fill(fields.phone ?? '');
  await message.fill(fields.message);
  return contact;
}

test.describe('on a phone, with scripts off', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('contact: the message is mailed to the store, the page thanks the shopper, and both pages pass axe', async ({ page, browser }) => {
    await page.goto('/contact');
    expect(await noScriptViolations(page, browser, '[data-boundary="mf-leads"].lead-contact')).toEqual([]);
    const token = `no-js-${Date.now()}`;
    const form = await fillContact(page, 'Write to us', {
      name: 'Kavya Iyer',
      email: 'kavya@example.in',
      phone: '9876543210',
      message: `Anti-skid tiles for a terrace? ${token}`,
    });
    await form.getByRole('button', { name: 'Send message' }).click();
    // The page opens at the thank-you (on a phone the form's place, not the page's top).
    await expect(page).toHaveURL(/\/contact\?sent=1#lead-contact-thanks$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeInViewport();
    const mails = storeMailsWith(token);
    expect(mails, `one mail in ${MAIL_DIR} holding the message`).toHaveLength(1);
    expect(mails[0].text).toContain('Phone Number: 9876543210');
    expect(await noScriptViolations(page, browser, '[data-boundary="mf-leads"].lead-contact')).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/contact-sent-en-390.png`, fullPage: true });
    // "Send another message" opens an empty form again.
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page).toHaveURL(/\/contact\??$/);
    await expect(page.getByRole('form', { name: 'Write to us' }).getByRole('textbox').first()).toHaveValue('');
  });

  test('contact in Tamil: sent and thanked in Tamil; a refusal in Tamil keeps every typed word', async ({ page, browser }) => {
    await page.goto(`${tamil}/contact`);
    const form = await fillContact(page, 'எங்களுக்கு எழுதுங்கள்', { name: 'கவியா', email: 'kavya@example', message: 'வணக்கம், டைல்ஸ் பற்றி' });
    await form.getByRole('button').click();
    // The page again (not a redirect), the store's refusal in Tamil, nothing typed lost, nothing mailed.
    await expect(page).toHaveURL(/\/contact#lead-contact-error$/);
    const alert = page.getByRole('form', { name: 'எங்களுக்கு எழுதுங்கள்' }).getByRole('alert');
    // On a phone the answer opens at the message, below the fields.
    await expect(alert).toBeInViewport();
    await expect(alert).not.toContainText(/[A-Za-z]{3,}/);
    await expect(page.getByRole('form', { name: 'எங்களுக்கு எழுதுங்கள்' }).locator('textarea')).toHaveValue('வணக்கம், டைல்ஸ் பற்றி');
    expect(await noScriptViolations(page, browser, '[data-boundary="mf-leads"].lead-contact')).toEqual([]);

    const token = `no-js-ta-${Date.now()}`;
    await fillContact(page, 'எங்களுக்கு எழுதுங்கள்', { name: 'கவியா', email: 'kavya@example.in', message: `தரை டைல்ஸ் ${token}` });
    await page.getByRole('form', { name: 'எங்களுக்கு எழுதுங்கள்' }).getByRole('button').click();
    await expect(page).toHaveURL(/\/contact\?sent=1#lead-contact-thanks$/);
    await expect(page.getByRole('heading', { level: 2 }).first()).not.toContainText(/[A-Za-z]{3,}/);
    expect(storeMailsWith(token)).toHaveLength(1);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/contact-sent-ta-390.png`, fullPage: true });
  });
});

test('newsletter in the footer: subscribed back on the same page, then Magento’s "already subscribed" with the address kept', async ({
  page,
  browser,
}) => {
  await page.goto('/about-us');
  const news = () => page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
  const email = uniqueEmail('news-no-js');
  await news().getByLabel('E-mail address').fill(email);
  await news().getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/about-us\?newsletter=subscribed#lead-news-title$/);
  await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText('Thank you for your subscription.');
  expect(mailsTo(email)).toHaveLength(1);
  expect(await noScriptViolations(page, browser, '[data-boundary="mf-leads"].lead-news')).toEqual([]);

  await news().getByLabel('E-mail address').fill(email);
  await news().getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('contentinfo').getByRole('alert')).toHaveText('This email address is already subscribed.');
  await expect(page.getByRole('contentinfo').getByRole('alert')).toBeInViewport();
  await expect(news().getByLabel('E-mail address')).toHaveValue(email);
  // The page it was sent from, around it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await noScriptViolations(page, browser, '[data-boundary="mf-leads"].lead-news')).toEqual([]);
});

test('reset-link request: a known and an unknown address get the same answer, and only the account gets a mail', async ({
  page,
  request,
  browser,
}) => {
  const known = uniqueEmail('reset-no-js');
  const unknown = uniqueEmail('nobody-no-js');
  await createCustomer(request, known);
  const answers: string[] = [];
  for (const email of [known, unknown]) {
    await page.goto('/customer/account/forgotpassword');
    const form = page.getByRole('form', { name: 'Forgot your password?' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/\/customer\/account\/forgotpassword\?sent=1$/);
    answers.push(await page.locator('main').innerText());
  }
  expect(answers[0]).toContain('If there is an account for that address, we have sent it a link to reset the password.');
  expect(answers[1]).toBe(answers[0]);
  expect(mailsTo(known)).toHaveLength(1);
  expect(mailsTo(unknown)).toHaveLength(0);
  expect(await noScriptViolations(page, browser, '[data-boundary="mf-cart"]')).toEqual([]);
});

test('a form another site’s page posts is refused in the shopper’s language, and nothing is sent', async ({ page }) => {
  const token = `cross-site-${Date.now()}`;
  // Another site's page with a form aimed at the Tamil store's contact page, as a CSRF attempt would be.
  await page.route('http://evil.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${tamil}/contact"><input name="name" value="x"><input name="email" value="x@example.in"><input name="comment" value="${token}"><button>Go</button></form>`,
    }),
  );
  await page.goto('http://evil.example/');
  const answer = page.waitForResponse(`${tamil}/contact`);
  await page.getByRole('button', { name: 'Go' }).click();
  expect((await answer).status()).toBe(403);
  await expect(page.locator('body')).toContainText('இந்தப் படிவத்தை இந்தக் கடையின் சொந்தப் பக்கங்களிலிருந்து மட்டுமே அனுப்ப முடியும்.');
  expect(storeMailsWith(token)).toHaveLength(0);
});

test.describe('with scripts on, the same server HTML', () => {
  test.use({ javaScriptEnabled: true });

  test('is hydrated without a mismatch, and the live forms take over (no page load)', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('[data-slot="mf_leads-ContactPage"]')).toHaveAttribute('data-ssr', 'mf_leads/ContactPage');
    await slotReady(page, 'mf_leads-ContactPage');
    const token = `hydrated-${Date.now()}`;
    const form = await fillContact(page, 'Write to us', { name: 'Kavya', email: 'kavya@example.in', message: `Hello ${token}` });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeFocused();
    await expect(page).toHaveURL(/\/contact$/);
    expect(storeMailsWith(token)).toHaveLength(1);
    await page.locator('[data-slot="mf_leads-NewsletterSignup"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-slot="mf_leads-NewsletterSignup"]')).toHaveAttribute('data-slot-state', 'ready', { timeout: 30_000 });

    await page.goto('/customer/account/forgotpassword');
    await expect(page.locator('[data-slot="mf_cart-AccountPage"]')).toHaveAttribute('data-ssr', 'mf_cart/AccountPage');
    await slotReady(page, 'mf_cart-AccountPage');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  });
});
