import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, seriousA11yViolations, slotReady, test } from '../../support/fixtures';
import { mailsTo } from '../../support/mail';
import { ports } from '../../support/ports';
import { ROOT } from '../../support/processes';
import { AccountPages, placeOrder, storeApiUp } from '../../pages/account';
import { createCustomer, PASSWORD, uniqueEmail } from '../../pages/cart';
import { needsLocalStore } from '../../support/remoteStore';

needsLocalStore('files');

test.use({ viewport: { width: 390, height: 844 } });

/** What the guest's order page says, in each store language (mf-cart's guest-order and order-history catalogues). */
const LANGUAGES = [
  {
    store: 'default',
    host: 'localhost',
    reason: 'Other',
    ask: 'Ask to cancel',
    requested: /confirmation link/,
    confirm: 'Yes, cancel this order',
    cancelled: 'is cancelled',
    progress: 'Order progress',
    canceledStep: /^Canceled: /,
  },
  {
    store: 'hi',
    host: 'hi.localhost',
    reason: 'Other',
    ask: 'रद्द करने का अनुरोध करें',
    requested: /पुष्टि का लिंक/,
    confirm: 'हाँ, यह ऑर्डर रद्द करें',
    cancelled: 'रद्द हो गया है',
    progress: 'ऑर्डर की स्थिति',
    canceledStep: /^रद्द: /,
  },
  {
    store: 'ta',
    host: 'ta.localhost',
    reason: 'Other',
    ask: 'ரத்து செய்யக் கோருங்கள்',
    requested: /உறுதிப்படுத்தும் இணைப்பை/,
    confirm: 'ஆம், இந்த ஆர்டரை ரத்து செய்',
    cancelled: 'ரத்து செய்யப்பட்டது',
    progress: 'ஆர்டர் நிலை',
    canceledStep: /^ரத்து: /,
  },
] as const;

/** The link in the newest mail to the address that matches, as the shopper's mail program opens it (on this run's ports). */
function mailedLink(email: string, pattern: RegExp): string {
  const link = pattern.exec(mailsTo(email).at(-1)?.text ?? '')?.[0];
  expect(link, `a link mailed to ${email}`).toBeTruthy();
  return link!;
}

/** The warehouse's command (npm run orders:admin) against this run's store. */
function warehouse(...args: string[]): string {
  const run = spawnSync('npm', ['run', '--silent', 'orders:admin', '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, TILES_DB: path.join(ROOT, `backend/data/e2e-${ports.shell}.sqlite`) },
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.trim();
}

for (const lang of LANGUAGES) {
  test(`a guest follows the order mail, asks to cancel and confirms from the second mail (${lang.store}, 390 px)`, async ({
    page,
    request,
  }) => {
    await storeApiUp(request);
    const email = uniqueEmail(`guest-${lang.store}`);
    const number = await placeOrder(request, 'TL-1001', { email, store: lang.store });
    const orderLink = mailedLink(email, /http:\/\/\S+\/sales\/guest\/view\/\?token=[\w-]+/);
    expect(new URL(orderLink).host).toBe(`${lang.host}:${ports.shell}`);

    const account = new AccountPages(page);
    await account.open(orderLink);
    await expect(account.slot.getByRole('heading', { name: new RegExp(number) })).toBeVisible();
    await expect(account.slot.getByRole('list', { name: lang.progress })).toBeVisible();
    expect(await seriousA11yViolations(page, '[data-slot="mf_cart-AccountPage"]')).toEqual([]);
    const ask = account.slot.getByRole('form');
    await ask.getByRole('combobox').selectOption(lang.reason);
    await ask.getByRole('button', { name: lang.ask }).click();
    await expect(account.slot.getByRole('status')).toHaveText(lang.requested);

    const confirmLink = mailedLink(email, /http:\/\/\S+\/sales\/guest\/view\/\?token=[\w-]+&confirm_cancel=[\w-]+/);
    await account.open(confirmLink);
    // Opening the link cancels nothing: the order is still open until the shopper's tap.
    await expect(account.slot.getByRole('list', { name: lang.progress }).getByRole('listitem')).toHaveCount(4);
    await account.slot.getByRole('button', { name: lang.confirm }).click();
    await expect(account.slot.getByRole('status')).toContainText(lang.cancelled);
    await expect(account.slot.getByRole('list', { name: lang.progress }).getByRole('listitem').last()).toHaveText(lang.canceledStep);
  });
}

test('a customer’s order ships with tracking, the mail opens it with the carrier’s link, and “order again” fills the cart', async ({
  page,
  request,
}) => {
  await storeApiUp(request);
  const email = uniqueEmail('tracked');
  const token = await createCustomer(request, email);
  const number = await placeOrder(request, 'TL-1001', { token });
  warehouse('status', number, 'processing');
  expect(warehouse('ship', number, '--carrier', 'bluedart', '--tracking', 'BD-20261129')).toBe(
    `order ${number} shipped with Blue Dart BD-20261129`,
  );
  const link = mailedLink(email, /http:\/\/\S+\/sales\/order\/view\/order_id\/\d+\//);

  const account = new AccountPages(page);
  await account.open(link);
  await account.signIn(email, PASSWORD);
  const order = account.slot.locator('details[open]');
  await expect(order.locator('summary')).toContainText(`Order #${number}`);
  await expect(order).toBeInViewport();
  await expect(order.getByRole('link', { name: /Track with Blue Dart \(BD-20261129\)/ })).toHaveAttribute(
    'href',
    /bluedart\.com.*BD-20261129/,
  );
  await expect(order.getByRole('form', { name: 'Cancel this order' })).toHaveCount(0);
  expect(await seriousA11yViolations(page, '[data-slot="mf_cart-AccountPage"]')).toEqual([]);

  await order.getByRole('button', { name: 'Order these tiles again' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  await slotReady(page, 'mf_cart-CartPage');
  await expect(page.locator('[data-slot="mf_cart-CartPage"]')).toContainText('TL-1001');
});
