import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seriousA11yViolations, slotReady, test } from '../../support/fixtures';
import { mailsTo } from '../../support/mail';
import { GRAPHQL_URL, storeOrigin } from '../../support/ports';
import { AccountPages, GUEST_ADDRESS, storeApiUp } from '../../pages/account';
import { urlKeyOf } from '../../pages/catalog';
import { CartPages, createCustomer, KEYS, PASSWORD, uniqueEmail } from '../../pages/cart';

test.use({ viewport: { width: 390, height: 844 } });

/** What the product page's delivery estimate and the cart page's delivery line say in each store language. */
const LANGUAGES = [
  {
    host: 'localhost',
    region: 'Delivery to your pincode',
    pincode: 'Delivery pincode',
    check: 'Check delivery',
    standard: 'Standard delivery',
    days: '3–5 working days',
    unserved: 'We cannot deliver tiles to pincode 744101 yet.',
    add: 'Add to cart',
    cartPincode: 'Delivery pincode',
    cartCheck: 'Check',
    cartDelivery: 'Delivery to 411001',
    cartUnserved: 'We cannot deliver tiles to pincode 744101 yet.',
  },
  {
    host: 'hi.localhost',
    region: 'आपके पिनकोड पर डिलीवरी',
    pincode: 'डिलीवरी पिनकोड',
    check: 'डिलीवरी देखें',
    standard: 'सामान्य डिलीवरी',
    days: '3–5 कार्य दिवस',
    unserved: 'हम अभी पिनकोड 744101 पर टाइल्स डिलीवर नहीं कर सकते।',
    add: 'कार्ट में डालें',
    cartPincode: 'डिलीवरी पिनकोड',
    cartCheck: 'जाँचें',
    cartDelivery: '411001 पर डिलीवरी',
    cartUnserved: 'हम अभी पिनकोड 744101 पर टाइलें डिलीवर नहीं कर सकते।',
  },
  {
    host: 'ta.localhost',
    region: 'உங்கள் பின்கோடுக்கு டெலிவரி',
    pincode: 'டெலிவரி பின்கோடு',
    check: 'டெலிவரியைப் பார்',
    standard: 'வழக்கமான டெலிவரி',
    days: '3–5 வேலை நாட்கள்',
    unserved: 'பின்கோடு 744101 க்கு இப்போது டைல்ஸ் டெலிவரி செய்ய முடியாது.',
    add: 'கார்ட்டில் சேர்',
    cartPincode: 'டெலிவரி பின்கோடு',
    cartCheck: 'சரிபார்',
    cartDelivery: '411001 க்கு டெலிவரி',
    cartUnserved: 'பின்கோடு 744101 க்கு இன்னும் டைல்களை டெலிவரி செய்ய இயலாது.',
  },
] as const;

async function openProduct(page: Page, request: APIRequestContext, host: string, sku = 'TL-1001') {
  await page.goto(`${storeOrigin(host)}/${await urlKeyOf(request, sku)}`);
  await slotReady(page, 'mf_catalog-CatalogRoute');
  return page.locator('[data-boundary="mf-catalog"]');
}

for (const lang of LANGUAGES) {
  test(`delivery by pincode on the product page and the cart page, and an unserviceable one (${lang.host}, 390 px)`, async ({
    page,
    request,
  }) => {
    await storeApiUp(request);
    const route = await openProduct(page, request, lang.host);
    const delivery = route.getByRole('region', { name: lang.region });
    const pincode = delivery.getByRole('textbox', { name: lang.pincode });
    await pincode.fill('744101');
    await delivery.getByRole('button', { name: lang.check }).click();
    await expect(delivery).toContainText(lang.unserved);

    await pincode.fill('411001');
    await delivery.getByRole('button', { name: lang.check }).click();
    const option = delivery.getByRole('listitem');
    await expect(option).toHaveCount(1);
    await expect(option).toContainText(lang.standard);
    await expect(option).toContainText(/₹\s?400/);
    await expect(option).toContainText(lang.days);
    expect(await seriousA11yViolations(page, '.cat-pdp__delivery')).toEqual([]);

    // The pincode typed here is the cart's: the tile goes in at its price and the cart page prices delivery there.
    await route
      .getByRole('button', { name: new RegExp(lang.add) })
      .first()
      .click();
    await expect(page.locator('[data-slot="mf_cart-MiniCart"]').getByRole('dialog')).toBeVisible();
    await page.goto(`${storeOrigin(lang.host)}/checkout/cart`);
    await slotReady(page, 'mf_cart-CartPage');
    const cart = page.locator('[data-slot="mf_cart-CartPage"]');
    await expect(cart.getByText(lang.cartDelivery)).toBeVisible();
    await cart.getByRole('textbox', { name: lang.cartPincode }).fill('744101');
    await cart.getByRole('button', { name: lang.cartCheck, exact: true }).click();
    await expect(cart.getByText(lang.cartUnserved)).toBeVisible();
  });
}

test('a sample ordered from the product page: “Sample” in the mini cart and the cart, then in the order, its mail and its page', async ({
  page,
  request,
}) => {
  await storeApiUp(request);
  const route = await openProduct(page, request, 'localhost');
  const name = (await route.getByRole('heading', { level: 1 }).textContent())!.trim();
  await route.getByRole('button', { name: /Order a sample/ }).click();
  const carts = new CartPages(page);
  await expect(carts.dialog).toBeVisible();
  const line = carts.dialog.getByRole('listitem').filter({ hasText: `Sample: ${name}` });
  await expect(line).toBeVisible();
  await expect(line).toContainText('1 sample');
  await expect(line).not.toContainText('sq.ft');
  expect(await seriousA11yViolations(page, '[data-slot="mf_cart-MiniCart"]')).toEqual([]);

  await page.goto('/checkout/cart');
  await slotReady(page, 'mf_cart-CartPage');
  const row = page.locator('[data-slot="mf_cart-CartPage"]').getByRole('listitem').filter({ hasText: 'TL-1001-SAMPLE' });
  await expect(row).toContainText('Sample');
  await expect(row).toContainText('₹50.00 / sample');
  await expect(row.getByRole('spinbutton', { name: 'Samples' })).toHaveValue('1');
  expect(await seriousA11yViolations(page, '[data-slot="mf_cart-CartPage"]')).toEqual([]);

  // The shopper's own cart goes through checkout (the checkout page's steps have their own spec).
  const cartId = await carts.readStorage('cartId');
  const email = uniqueEmail('sample');
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await (await request.post(GRAPHQL_URL, { data: { query, variables } })).json();
    expect(res.errors, query).toBeUndefined();
    return res.data;
  };
  for (const step of [
    'setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } }',
    'setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) { cart { id } }',
  ])
    await gql(`mutation ($id: String!, $a: CartAddressInput!) { ${step} }`, { id: cartId, a: GUEST_ADDRESS });
  await gql(
    'mutation ($id: String!, $e: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } setGuestEmailOnCart(input: { cart_id: $id, email: $e }) { cart { id } } }',
    { id: cartId, e: email },
  );
  const placed = await gql('mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }', { id: cartId });
  const number = placed.placeOrder.orderV2.number as string;

  const mail = mailsTo(email).at(-1)!;
  expect(mail.text).toContain(`#${number}`);
  expect(mail.text).toMatch(/- Sample: .+ \(TL-1001-SAMPLE\): 1 sample, ₹50\.00/);
  const link = /http:\/\/\S+\/sales\/guest\/view\/\?token=[\w-]+/.exec(mail.text)![0];
  const account = new AccountPages(page);
  await account.open(link);
  const item = account.slot.getByRole('row').filter({ hasText: 'TL-1001-SAMPLE' });
  await expect(item).toContainText(`Sample: ${name}`);
  await expect(item).toContainText('1 sample');
});

test('a guest’s cart merged at sign-in: the mini cart says once that the items from the earlier visit were added', async ({
  page,
  request,
}) => {
  await storeApiUp(request);
  const email = uniqueEmail('merged');
  await createCustomer(request, email);
  const route = await openProduct(page, request, 'localhost');
  await route
    .getByRole('button', { name: /Add to cart/ })
    .first()
    .click();
  const carts = new CartPages(page);
  await expect(carts.dialog).toBeVisible();
  expect(await carts.readStorage('token')).toBeNull();

  const account = new AccountPages(page);
  await account.open('/account');
  await account.signIn(email, PASSWORD);
  await expect(carts.dialog).toBeVisible();
  await expect(carts.notice).toHaveText('We added the item from your earlier visit to your cart.');
  expect(await seriousA11yViolations(page, '[data-slot="mf_cart-MiniCart"]')).toEqual([]);

  // Once: the next page's cart has nothing to announce.
  await page.reload();
  await slotReady(page, 'mf_cart-MiniCart');
  await carts.expectCount(1);
  await expect(carts.dialog).toBeHidden();
  await expect(page.evaluate((k) => localStorage.getItem(k), KEYS.token)).resolves.not.toBeNull();
});
