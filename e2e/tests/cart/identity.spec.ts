import { expect, seriousA11yViolations, slotReady, test } from '../../support/fixtures';
import { CartPages, createCustomer, encryptToken, gql, PASSWORD, uniqueEmail } from '../../pages/cart';

type CustomerCart = { customerCart: { id: string; items: { quantity: number; product: { name: string; sku: string } }[] } };
const CUSTOMER_CART = '{ customerCart { id items { quantity product { name sku } } } }';

test('a guest adds, signs in, and everything the guest added is in the customer cart', async ({ page, request }) => {
  test.slow();
  const email = uniqueEmail('merge');
  const token = await createCustomer(request, email);
  // The customer already has something in their cart from another device.
  const before = await gql<CustomerCart>(request, CUSTOMER_CART, {}, token);
  await gql(
    request,
    'mutation($c: String!) { addSimpleProductsToCart(input: { cart_id: $c, cart_items: [{ data: { sku: "TL-1016", quantity: 2 } }] }) { cart { id } } }',
    { c: before.data!.customerCart.id },
    token,
  );

  const cart = new CartPages(page);
  const guestName = await cart.addFromListing('/tiles/marble-tiles');
  await cart.expectCount(1);

  await cart.open('/account');
  await slotReady(page, 'mf_cart-AccountPage');
  expect(await seriousA11yViolations(page, '[data-slot="mf_cart-AccountPage"]')).toEqual([]);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByText('Email is required.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password').fill('wrong-password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toContainText('The account sign-in was incorrect');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Asha' })).toBeVisible();
  await cart.expectCount(2);

  const after = await gql<CustomerCart>(request, CUSTOMER_CART, {}, token);
  const names = after.data!.customerCart.items.map((i) => i.product.name);
  expect(names).toContain(guestName);
  expect(after.data!.customerCart.items.find((i) => i.product.sku === 'TL-1016')?.quantity).toBe(2);
  expect(await cart.readStorage('cartId')).toBe(after.data!.customerCart.id);
  expect(await cart.readStorage('token')).not.toContain(token.slice(0, 12));

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await cart.expectCount(0);
  expect(await cart.readStorage('token')).toBeNull();
});

test('creating an account signs the shopper in; server messages show next to the form', async ({ page, request }) => {
  const email = uniqueEmail('create');
  const cart = new CartPages(page);
  await cart.open('/account');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('First name is required.')).toBeVisible();
  await expect(form.getByText('Use at least 8 characters.')).toBeHidden();
  await form.getByRole('textbox', { name: 'First name' }).fill('Ravi');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Kumar');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Ravi' })).toBeVisible();
  // The same email again is refused with the backend's message.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await form.getByRole('textbox', { name: 'First name' }).fill('Ravi');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Kumar');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('alert')).toContainText('already');
  expect((await gql(request, '{ storeConfig { store_code } }')).errors).toBeUndefined();
});

test('an expired or foreign token makes the visitor a guest with a working cart', async ({ page, request }) => {
  const other = await createCustomer(request, uniqueEmail('foreign'));
  const foreignCart = (await gql<CustomerCart>(request, CUSTOMER_CART, {}, other)).data!.customerCart.id;
  const cart = new CartPages(page);
  await cart.open('/tiles/wooden-tiles');
  await cart.setStorage({ token: encryptToken('expired-or-forged-token'), cartId: foreignCart, cartData: null });
  await page.reload();
  await cart.addNth(0);
  await cart.expectCount(1);
  expect(await cart.readStorage('token')).toBeNull();
  const cartId = await cart.readStorage('cartId');
  expect(cartId).not.toBe(foreignCart);
  // The other customer's cart was never touched.
  expect((await gql<CustomerCart>(request, CUSTOMER_CART, {}, other)).data!.customerCart.items).toEqual([]);
});

test('a stale cart id is replaced and the add succeeds', async ({ page }) => {
  const cart = new CartPages(page);
  await cart.open('/tiles/wooden-tiles');
  await cart.setStorage({ cartId: 'x'.repeat(32), cartData: null });
  await page.reload();
  await cart.addNth(0);
  await cart.expectCount(1);
  const id = await cart.readStorage('cartId');
  expect(id).toHaveLength(32);
  expect(id).not.toBe('x'.repeat(32));
});

test('a cart change in another tab reaches this tab without a reload', async ({ page, context }) => {
  const cart = new CartPages(page);
  await cart.open('/tiles/wooden-tiles');
  const other = new CartPages(await context.newPage());
  await other.addFromListing('/tiles/wooden-tiles');
  await cart.expectCount(1);
});
