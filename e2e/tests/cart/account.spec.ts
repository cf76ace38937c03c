import type { Locator } from '@playwright/test';
import { expect, seriousA11yViolations, slotReady, test } from '../../support/fixtures';
import { CartPages, PASSWORD, uniqueEmail } from '../../pages/cart';

async function fillAddress(form: Locator, a: { street: string; city: string; state: string; pincode: string }) {
  await form.getByRole('textbox', { name: 'First name' }).fill('Ravi');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Kumar');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill(a.street);
  await form.getByRole('textbox', { name: 'City' }).fill(a.city);
  await form.getByRole('combobox', { name: 'State' }).selectOption({ label: a.state });
  await form.getByRole('textbox', { name: 'Pincode' }).fill(a.pincode);
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('9876543210');
  await form.getByRole('button', { name: 'Save address' }).click();
}

test('sign up, save two addresses, order with the second, and see the order in the account', async ({ page }) => {
  test.slow();
  const cart = new CartPages(page);
  await cart.open('/account');
  await slotReady(page, 'mf_cart-AccountPage');
  const signUp = page.getByRole('form', { name: 'Create an account' });
  await signUp.getByRole('textbox', { name: 'First name' }).fill('Ravi');
  await signUp.getByRole('textbox', { name: 'Last name' }).fill('Kumar');
  await signUp.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('book'));
  await signUp.getByLabel('Password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Ravi' })).toBeVisible();

  const book = page.getByRole('region', { name: 'Saved addresses' });
  await expect(book.getByText('No saved addresses yet.')).toBeVisible();
  await book.getByRole('button', { name: 'Add a new address' }).click();
  await fillAddress(book.getByRole('form', { name: 'New address' }), {
    street: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  });
  await expect(book.getByRole('listitem').filter({ hasText: 'Pune' })).toContainText('Default shipping');
  await book.getByRole('button', { name: 'Add a new address' }).click();
  await fillAddress(book.getByRole('form', { name: 'New address' }), {
    street: '4 Anna Salai',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600002',
  });
  await expect(book.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'My orders' }).getByText('No orders yet.')).toBeVisible();
  expect(await seriousA11yViolations(page, '[data-slot="mf_cart-AccountPage"]')).toEqual([]);

  const product = await cart.addFromListing('/tiles/wooden-tiles');
  await cart.dialog.getByRole('link', { name: 'Checkout' }).click();
  await slotReady(page, 'mf_cart-CheckoutPage');
  const ship = page.getByRole('form', { name: 'Shipping address' });
  const saved = ship.getByRole('group', { name: 'Deliver to a saved address' });
  // The default shipping address is picked first; the shopper picks the second one.
  await expect(saved.getByRole('radio', { name: /Pune/ })).toBeChecked();
  await saved.getByRole('radio', { name: /Chennai/ }).check();
  await ship.getByRole('button', { name: 'Continue to delivery and payment' }).click();

  const details = page.getByRole('form', { name: 'Delivery and payment' });
  await expect(details).toContainText('4 Anna Salai');
  await details.getByRole('radio', { name: 'Cash On Delivery' }).check();
  // The checkout summary's subtotal (the freight is added when the order is placed).
  const summary = page.getByRole('complementary', { name: 'Your order' });
  const subtotal = (await summary.locator('p', { hasText: 'Subtotal' }).locator('span').last().textContent())?.trim() ?? '';
  expect(subtotal).toMatch(/^₹[\d,]+\.\d{2}$/);
  await details.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const number = (await page.locator('.cart-order-number').textContent())?.trim() ?? '';

  await cart.open('/account');
  const orders = page.getByRole('region', { name: 'My orders' });
  const order = orders.locator('details', { hasText: `Order #${number}` });
  await order.locator('summary').click();
  await expect(order.getByRole('table', { name: `Items in order ${number}` })).toContainText(product);
  await expect(order.locator('p', { hasText: 'Subtotal' })).toContainText(subtotal);
  // The order's grand total (subtotal and freight) heads its line in the list.
  const total = (await order.locator('p', { hasText: 'Grand total' }).locator('strong').last().textContent())?.trim() ?? '';
  expect(total).toMatch(/^₹[\d,]+\.\d{2}$/);
  await expect(order.locator('summary')).toContainText(total);
  await expect(orders.getByText(/Delivered to:/).locator('..')).toContainText('4 Anna Salai, Chennai, Tamil Nadu 600002');
  expect(await seriousA11yViolations(page, '[data-slot="mf_cart-AccountPage"]')).toEqual([]);
});
