import { expect, seriousA11yViolations, slotReady, test } from '../../support/fixtures';
import { mailsTo } from '../../support/mail';
import { AccountPages, GUEST_ADDRESS, mailedResetLink, placeGuestOrder, storeApiUp } from '../../pages/account';
import { createCustomer, PASSWORD, uniqueEmail } from '../../pages/cart';

const SIGN_IN_REFUSED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const A11Y_SCOPE = '[data-slot="mf_cart-AccountPage"]';

test.beforeEach(async ({ request }) => storeApiUp(request));

test('a forgotten password is reset through the mailed link; the old password is refused and the link works once', async ({
  page,
  request,
}) => {
  test.slow();
  const account = new AccountPages(page);
  const email = uniqueEmail('reset');
  await createCustomer(request, email);
  await account.open('/account');
  await account.requestReset(email);
  expect(await seriousA11yViolations(page, A11Y_SCOPE)).toEqual([]);

  const link = mailedResetLink(email);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await slotReady(page, 'mf_cart-AccountPage');
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  expect(await seriousA11yViolations(page, A11Y_SCOPE)).toEqual([]);
  await account.setNewPassword(email, 'Fresh@2025!');
  await expect(account.slot.getByRole('status')).toContainText('Your password has been changed.');

  await account.slot.getByRole('link', { name: 'Go to sign in' }).click();
  await slotReady(page, 'mf_cart-AccountPage');
  await account.signIn(email, PASSWORD);
  await expect(account.form('Sign in').getByRole('alert')).toHaveText(SIGN_IN_REFUSED);
  await account.signIn(email, 'Fresh@2025!');
  await expect(page.getByRole('heading', { name: 'Hello, Asha' })).toBeVisible();

  // The same link again: Magento's refusal, and a new link can be asked for on the spot.
  await page.goto(link);
  await slotReady(page, 'mf_cart-AccountPage');
  await account.setNewPassword(email, 'Another@2025!');
  await expect(account.form('Set a new password').getByRole('alert')).toHaveText(
    'This password reset link has expired or has already been used. Ask for a new link.',
  );
  const askAgain = account.form('Ask for a new link');
  await askAgain.getByRole('textbox', { name: 'Email' }).fill(email);
  await askAgain.getByRole('button', { name: 'Send reset link' }).click();
  await expect(askAgain.getByRole('status')).toContainText(`If there is an account for ${email}`);
  await expect.poll(() => mailsTo(email).length).toBe(2);
  expect(await seriousA11yViolations(page, A11Y_SCOPE)).toEqual([]);
});

test('the reset page carries its token in its address only: language links, alternates and the footer form leave it out', async ({
  page,
  request,
}) => {
  const account = new AccountPages(page);
  const email = uniqueEmail('reset-once');
  await createCustomer(request, email);
  await account.open('/account');
  await account.requestReset(email);
  const link = mailedResetLink(email);
  const token = new URL(link).searchParams.get('token')!;

  const html = await (await request.get(link)).text();
  expect(html.split(token).length - 1).toBe(0);
  await page.goto(link);
  await slotReady(page, 'mf_cart-AccountPage');
  expect(new URL(page.url()).searchParams.get('token')).toBe(token);
  expect((await page.content()).includes(token)).toBe(false);
  const hindi = page.getByRole('link', { name: 'हिन्दी' }).first();
  expect(new URL((await hindi.getAttribute('href'))!).pathname + new URL((await hindi.getAttribute('href'))!).search).toBe(
    '/customer/account/createPassword/',
  );
  // The link still does its work: the token in the address sets the new password.
  await account.setNewPassword(email, 'Fresh@2025!');
  await expect(account.slot.getByRole('status')).toContainText('Your password has been changed.');
});

test('an unknown e-mail gets the same answer as a known one, and no mail', async ({ page }) => {
  const account = new AccountPages(page);
  const unknown = uniqueEmail('nobody');
  await account.open('/account');
  const answer = await account.requestReset(unknown);
  await expect(answer).toHaveText(`If there is an account for ${unknown}, we have sent it a link to reset the password. Check your inbox.`);
  expect(mailsTo(unknown)).toEqual([]);
});

test('a signed-in customer edits the name and changes the password; the old password is then refused', async ({ page, request }) => {
  test.slow();
  const account = new AccountPages(page);
  const email = uniqueEmail('edits');
  await createCustomer(request, email);
  await account.open('/account');
  await account.signIn(email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Hello, Asha' })).toBeVisible();

  const details = account.slot.getByRole('region', { name: 'Account details' });
  const name = details.getByRole('form', { name: 'Your name' });
  await name.getByRole('textbox', { name: 'First name' }).fill('Meera');
  await name.getByRole('textbox', { name: 'Last name' }).fill('Iyer');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(name.getByRole('status')).toHaveText('Your name has been saved.');
  await expect(page.getByRole('heading', { name: 'Hello, Meera' })).toBeVisible();

  const password = details.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('Wrong@2025!');
  await password.getByLabel('New password', { exact: true }).fill('Changed@2025!');
  await password.getByLabel('Confirm new password').fill('Changed@2025!');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('alert')).toHaveText('The password is not correct.');
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toContainText('Your password has been changed.');
  await expect(password.getByLabel('Current password')).toHaveValue('');
  expect(await seriousA11yViolations(page, A11Y_SCOPE)).toEqual([]);

  await account.slot.getByRole('button', { name: 'Sign out' }).click();
  await account.signIn(email, PASSWORD);
  await expect(account.form('Sign in').getByRole('alert')).toHaveText(SIGN_IN_REFUSED);
  await account.signIn(email, 'Changed@2025!');
  await expect(page.getByRole('heading', { name: 'Hello, Meera' })).toBeVisible();
});

test('a guest finds an order by number, e-mail and billing pincode; a wrong pincode shows nothing of it', async ({ page, request }) => {
  const account = new AccountPages(page);
  const email = uniqueEmail('guest');
  const number = await placeGuestOrder(request, 'TL-1001', email);
  await account.open('/account');
  await account.slot.getByRole('link', { name: 'Find your order' }).click();
  await expect(page).toHaveURL(/\/sales\/guest\/form$/);
  await slotReady(page, 'mf_cart-AccountPage');

  const form = account.form('Order details');
  await form.getByRole('textbox', { name: 'Order number' }).fill(number);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Billing pincode' }).fill(GUEST_ADDRESS.postcode);
  await form.getByRole('button', { name: 'Find order' }).click();
  const order = account.slot.getByRole('region', { name: `Order #${number}` });
  await expect(order.getByRole('table', { name: `Items in order ${number}` })).toContainText('TL-1001');
  await expect(order).toContainText('Grand total');
  await expect(order.getByText(/Delivered to:/).locator('..')).toContainText('Kavya Menon, 4 Anna Salai, Chennai');
  expect(await seriousA11yViolations(page, A11Y_SCOPE)).toEqual([]);

  await form.getByRole('textbox', { name: 'Billing pincode' }).fill('600001');
  await form.getByRole('button', { name: 'Find order' }).click();
  await expect(form.getByRole('alert')).toHaveText("We couldn't locate an order with the information provided.");
  await expect(account.slot.getByRole('region', { name: /^Order #/ })).toHaveCount(0);
  await expect(account.slot).not.toContainText('TL-1001');
});
