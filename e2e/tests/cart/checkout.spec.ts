import { expect, seriousA11yViolations, slotReady, test } from '../../support/fixtures';
import { CartPages } from '../../pages/cart';

test('a full guest checkout places an order, shows its number and starts a new cart', async ({ page }) => {
  test.slow();
  const cart = new CartPages(page);
  await cart.addFromListing('/tiles/wooden-tiles');
  const firstCartId = await cart.readStorage('cartId');
  await cart.dialog.getByRole('link', { name: 'Checkout' }).click();
  await slotReady(page, 'mf_cart-CheckoutPage');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

  const ship = page.getByRole('form', { name: 'Shipping address' });
  await ship.getByRole('button', { name: 'Continue to delivery and payment' }).click();
  for (const msg of [
    'Email is required.',
    'First name is required.',
    'Address is required.',
    'City is required.',
    'Choose a state.',
    'Enter a 6-digit pincode.',
    'Enter a 10-digit mobile number.',
  ]) {
    await expect(ship.getByText(msg)).toBeVisible();
  }
  await expect(ship.getByRole('textbox', { name: 'Pincode' })).toHaveAccessibleDescription('Enter a 6-digit pincode.');
  expect(await seriousA11yViolations(page, '[data-slot="mf_cart-CheckoutPage"]')).toEqual([]);

  await ship.getByRole('textbox', { name: 'Email' }).fill('guest@example.com');
  await ship.getByRole('textbox', { name: 'First name' }).fill('Asha');
  await ship.getByRole('textbox', { name: 'Last name' }).fill('Patel');
  await ship.getByRole('textbox', { name: 'Address', exact: true }).fill('12 MG Road');
  await ship.getByRole('textbox', { name: 'City' }).fill('Pune');
  await ship.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Maharashtra' });
  await ship.getByRole('textbox', { name: 'Pincode' }).fill('41100');
  await ship.getByRole('textbox', { name: 'Mobile number' }).fill('98765');
  await ship.getByRole('button', { name: 'Continue to delivery and payment' }).click();
  await expect(ship.getByText('Enter a 6-digit pincode.')).toBeVisible();
  await expect(ship.getByText('Enter a 10-digit mobile number.')).toBeVisible();
  await ship.getByRole('textbox', { name: 'Pincode' }).fill('411001');
  await ship.getByRole('textbox', { name: 'Mobile number' }).fill('9876543210');
  await ship.getByRole('button', { name: 'Continue to delivery and payment' }).click();

  const details = page.getByRole('form', { name: 'Delivery and payment' });
  await expect(details).toBeVisible();
  const methods = details.getByRole('group', { name: 'Shipping method' }).getByRole('radio');
  expect(await methods.count()).toBeGreaterThan(0);
  await expect(methods.first()).toBeChecked();
  await details.getByRole('button', { name: 'Place order' }).click();
  await expect(details.getByText('Choose a payment method.')).toBeVisible();

  await details.getByRole('checkbox', { name: 'Same as shipping address' }).uncheck();
  await details.getByRole('button', { name: 'Place order' }).click();
  await expect(details.getByText('First name is required.')).toBeVisible();
  await details.getByRole('checkbox', { name: 'Same as shipping address' }).check();

  await details.getByRole('radio', { name: 'Cash On Delivery' }).check();
  expect(await seriousA11yViolations(page, '[data-slot="mf_cart-CheckoutPage"]')).toEqual([]);
  await details.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/success$/);
  const number = await page.locator('.cart-order-number').textContent();
  expect(number).toMatch(/^\d{6,}$/);
  await cart.expectCount(0);
  expect(await cart.readStorage('cartId')).toBeNull();

  // A new cart starts with the next add.
  await cart.addFromListing('/tiles/wooden-tiles');
  await cart.expectCount(1);
  expect(await cart.readStorage('cartId')).not.toBe(firstCartId);
});

test('checkout with an empty cart says so', async ({ page }) => {
  const cart = new CartPages(page);
  await cart.open('/checkout');
  await slotReady(page, 'mf_cart-CheckoutPage');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
