import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { expect, slotReady, test } from '../../support/fixtures';
import { noScriptViolations } from '../../support/noScript';
import { languageOrigin } from '../../support/ports';
import { AccountPages, GUEST_ADDRESS, placeOrder, storeApiUp } from '../../pages/account';
import { createCustomer, PASSWORD, uniqueEmail } from '../../pages/cart';

// The account pages' forms the store's server answers: they work for a shopper whose scripts are off (or not yet here).
test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ request }) => storeApiUp(request));

/** Screenshots for the review, beside the run's other results (ignored by git). */
const SHOTS = path.join(__dirname, '../../../test-results/shots/forms');
const SCOPE = '[data-boundary="mf-cart"]';

/** The guest order page's words in each store language (mf-cart's guest-order catalogue and the store's refusal). */
const LANGUAGES = [
  {
    language: 'en',
    email: 'Email',
    store: 'default',
    form: 'Order details',
    number: 'Order number',
    pincode: 'Billing pincode',
    find: 'Find order',
    order: 'Order #',
    notFound: "We couldn't locate an order with the information provided.",
  },
  {
    language: 'hi',
    email: 'ईमेल',
    store: 'hi',
    form: 'ऑर्डर का विवरण',
    number: 'ऑर्डर नंबर',
    pincode: 'बिलिंग पिनकोड',
    find: 'ऑर्डर खोजें',
    order: 'ऑर्डर #',
    notFound: 'दी गई जानकारी से हमें कोई ऑर्डर नहीं मिला।',
  },
  {
    language: 'ta',
    email: 'மின்னஞ்சல்',
    store: 'ta',
    form: 'ஆர்டர் விவரங்கள்',
    number: 'ஆர்டர் எண்',
    pincode: 'பில்லிங் பின்கோடு',
    find: 'ஆர்டரைக் கண்டறி',
    order: 'ஆர்டர் #',
    notFound: 'நீங்கள் கொடுத்த விவரங்களுடன் எந்த ஆர்டரையும் எங்களால் கண்டறிய முடியவில்லை.',
  },
] as const;

test.describe('guest order look-up with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGUAGES) {
    test(`a guest finds an order and is refused a wrong pincode with the fields kept (${lang.language}, 390 px)`, async ({
      page,
      request,
      browser,
    }) => {
      // Three pages audited by axe in a page of their own each.
      test.slow();
      const email = uniqueEmail(`guest-no-js-${lang.language}`);
      const number = await placeOrder(request, 'TL-1001', { email, store: lang.store });
      await page.goto(`${languageOrigin(lang.language)}/sales/guest/form`);
      expect(await noScriptViolations(page, browser, SCOPE)).toEqual([]);
      const form = page.getByRole('form', { name: lang.form });
      await form.getByRole('textbox', { name: lang.number }).fill(number);
      await form.getByRole('textbox', { name: lang.email }).fill(email);
      await form.getByRole('textbox', { name: lang.pincode }).fill(GUEST_ADDRESS.postcode);
      const found = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/sales/guest/form'));
      await form.getByRole('button', { name: lang.find }).click();
      expect((await found).status()).toBe(200);
      const order = page.getByRole('region', { name: `${lang.order}${number}` });
      await expect(order.getByRole('table')).toContainText('TL-1001');
      await expect(order).toContainText('Kavya Menon, 4 Anna Salai, Chennai');
      await expect(order.getByRole('list')).toBeVisible();
      expect(await noScriptViolations(page, browser, SCOPE)).toEqual([]);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/guest-order-found-${lang.language}-390.png`, fullPage: true });

      // The same order with a wrong pincode: the store's one sentence, the typed fields kept, nothing of the order.
      await form.getByRole('textbox', { name: lang.pincode }).fill('600001');
      const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/sales/guest/form'));
      await form.getByRole('button', { name: lang.find }).click();
      expect((await refused).status()).toBe(422);
      await expect(page.getByRole('form', { name: lang.form }).getByRole('alert')).toHaveText(lang.notFound);
      await expect(page.getByRole('form', { name: lang.form }).getByRole('textbox', { name: lang.number })).toHaveValue(number);
      await expect(page.getByRole('form', { name: lang.form }).getByRole('textbox', { name: lang.pincode })).toHaveValue('600001');
      await expect(page.getByRole('region', { name: new RegExp(`^${lang.order}`) })).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText('4 Anna Salai');
      expect(await noScriptViolations(page, browser, SCOPE)).toEqual([]);
    });
  }
});

test('live, the same form looks the order up in place: no page is posted', async ({ page, request }) => {
  const email = uniqueEmail('guest-live');
  const number = await placeOrder(request, 'TL-1001', { email });
  const account = new AccountPages(page);
  await account.open('/sales/guest/form');
  const posts: string[] = [];
  page.on('request', (r) => r.isNavigationRequest() && r.method() === 'POST' && posts.push(r.url()));
  const form = account.form('Order details');
  await form.getByRole('textbox', { name: 'Order number' }).fill(number);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Billing pincode' }).fill(GUEST_ADDRESS.postcode);
  await form.getByRole('button', { name: 'Find order' }).click();
  await expect(account.slot.getByRole('region', { name: `Order #${number}` })).toContainText('TL-1001');
  await slotReady(page, 'mf_cart-AccountPage');
  expect(posts).toEqual([]);
});

/** The sign-in page's words in each store language (mf-cart's account and forms catalogues, the store's refusal). */
const SIGN_IN = [
  {
    language: 'en',
    form: 'Sign in',
    email: 'Email',
    password: 'Password',
    hello: 'Hello, Asha',
    orders: 'My orders',
    refused: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  },
  {
    language: 'hi',
    form: 'साइन इन',
    email: 'ईमेल',
    password: 'पासवर्ड',
    hello: 'नमस्ते, Asha',
    orders: 'मेरे ऑर्डर',
    refused: 'साइन इन नहीं हो सका: ईमेल या पासवर्ड गलत है, या खाता कुछ समय के लिए बंद है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  },
  {
    language: 'ta',
    form: 'உள்நுழை',
    email: 'மின்னஞ்சல்',
    password: 'கடவுச்சொல்',
    hello: 'வணக்கம், Asha',
    orders: 'என் ஆர்டர்கள்',
    refused: 'உள்நுழைய முடியவில்லை: மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு, அல்லது கணக்கு தற்காலிகமாக முடக்கப்பட்டுள்ளது. சிறிது நேரம் கழித்து முயலுங்கள்.',
  },
] as const;

test.describe('sign-in with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of SIGN_IN) {
    test(`a wrong password is refused with the address kept; the right one opens the account signed in (${lang.language}, 390 px)`, async ({
      page,
      request,
      browser,
    }) => {
      test.slow();
      const email = uniqueEmail(`signin-no-js-${lang.language}`);
      await createCustomer(request, email);
      const origin = languageOrigin(lang.language);
      await page.goto(`${origin}/customer/account/login`);
      expect(await noScriptViolations(page, browser, SCOPE)).toEqual([]);
      const form = () => page.getByRole('form', { name: lang.form });
      await form().getByRole('textbox', { name: lang.email }).fill(email);
      await form().getByLabel(lang.password).fill('Wrong@2025!');
      const refused = page.waitForResponse((r) => r.request().method() === 'POST');
      await form().getByRole('button', { name: lang.form }).click();
      expect((await refused).status()).toBe(422);
      await expect(form().getByRole('alert')).toHaveText(lang.refused);
      await expect(form().getByRole('textbox', { name: lang.email })).toHaveValue(email);
      await expect(form().getByLabel(lang.password)).toHaveValue('');
      expect(await page.content()).not.toContain('Wrong@2025!');
      expect(await noScriptViolations(page, browser, SCOPE)).toEqual([]);

      await form().getByLabel(lang.password).fill(PASSWORD);
      const taken = page.waitForResponse((r) => r.request().method() === 'POST');
      const shown = page.waitForResponse((r) => new URL(r.url()).pathname === '/account');
      await form().getByRole('button', { name: lang.form }).click();
      const answer = await taken;
      expect(answer.status()).toBe(303);
      expect(answer.headers()['location']).toBe('/account');
      await expect(page).toHaveURL(`${origin}/account`);
      await expect(page.getByRole('heading', { level: 1, name: lang.hello })).toBeVisible();
      await expect(page.getByRole('heading', { name: lang.orders })).toBeVisible();
      expect(await noScriptViolations(page, browser, SCOPE)).toEqual([]);
      // The token is handed over in a short-lived first-party cookie, never in an address; the page is no shared copy.
      const handed = (await page.context().cookies()).find((c) => c.name === 'tiles_signin')!;
      expect(handed).toMatchObject({ sameSite: 'Lax', path: '/' });
      expect(handed.expires * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
      expect(page.url()).not.toContain(handed.value);
      // The browser's own request (the language hosts resolve in the browser only): never a shared copy.
      expect((await shown).headers()['cache-control']).toMatch(/private|no-store/);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/signed-in-${lang.language}-390.png`, fullPage: true });
    });
  }

  test('the live page afterwards takes the sign-in over: signed in from its own storage, the cookie cleared', async ({
    page,
    request,
    browser,
  }) => {
    // Two browsers: the shopper without scripts, then with them.
    test.slow();
    const email = uniqueEmail('signin-handover');
    await createCustomer(request, email);
    await page.goto('/customer/account/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Asha' })).toBeVisible();

    // The same shopper with scripts on: the live account, which then no longer needs the cookie.
    // Scripts on by name: a context made in this describe takes its options (scripts off) otherwise.
    const storageState = await page.context().storageState();
    const live = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: true, storageState });
    try {
      const livePage = await live.newPage();
      const account = new AccountPages(livePage);
      await account.open('/account');
      await expect(livePage.getByRole('heading', { level: 1, name: 'Hello, Asha' })).toBeVisible();
      await expect(account.slot.getByRole('region', { name: 'Account details' })).toBeVisible();
      await expect.poll(async () => (await live.cookies()).some((c) => c.name === 'tiles_signin')).toBe(false);
      await livePage.reload();
      await slotReady(livePage, 'mf_cart-AccountPage');
      await expect(livePage.getByRole('heading', { level: 1, name: 'Hello, Asha' })).toBeVisible();
      await account.slot.getByRole('button', { name: 'Sign out' }).click();
      await expect(account.form('Sign in')).toBeVisible();
    } finally {
      await live.close();
    }
  });

  test('another site’s sign-in form (login CSRF) is refused: 403, no token handed over', async ({ page, request }) => {
    const email = uniqueEmail('signin-csrf');
    await createCustomer(request, email);
    const target = `${languageOrigin('en')}/customer/account/login`;
    await page.route('http://evil.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${target}"><input name="email" value="${email}"><input name="password" value="${PASSWORD}"><button>Go</button></form>`,
      }),
    );
    await page.goto('http://evil.example/');
    const answer = page.waitForResponse(target);
    await page.getByRole('button', { name: 'Go' }).click();
    expect((await answer).status()).toBe(403);
    expect((await answer).headers()['set-cookie'] ?? '').not.toContain('tiles_signin');
    expect((await page.context().cookies()).some((c) => c.name === 'tiles_signin')).toBe(false);
  });
});
