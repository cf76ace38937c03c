import { expect, seriousA11yViolations, slotReady, test } from '../../support/fixtures';
import { CartPages } from '../../pages/cart';

async function cartWithOneProduct(cart: CartPages) {
  const name = await cart.addFromListing('/tiles/wooden-tiles');
  await cart.open('/checkout/cart');
  await slotReady(cart.page, 'mf_cart-CartPage');
  return name;
}

test("coupons: a valid one shows its discount label, an invalid one shows Magento's message, and it can be removed", async ({ page }) => {
  test.slow();
  const cart = new CartPages(page);
  await cartWithOneProduct(cart);
  const totals = page.getByRole('region', { name: 'Order summary' });
  const grandBefore = await totals
    .getByText(/^Grand total/)
    .locator('..')
    .textContent();

  await page.getByRole('textbox', { name: 'Coupon code' }).fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByRole('alert')).toHaveText("The coupon code isn't valid. Verify the code and try again.");
  await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('textbox', { name: 'Coupon code' }).fill('TILES10');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(totals).toContainText('Discount: 10% off tiles (TILES10)');
  expect(
    await totals
      .getByText(/^Grand total/)
      .locator('..')
      .textContent(),
  ).not.toBe(grandBefore);
  await expect(cart.cartButton).toBeVisible();
  expect(await seriousA11yViolations(page, '[data-slot="mf_cart-CartPage"]')).toEqual([]);

  await page.getByRole('button', { name: 'Remove coupon' }).click();
  await expect(totals).not.toContainText('Discount:');
  await expect(page.getByRole('textbox', { name: 'Coupon code' })).toBeVisible();
});

test('prices per sq.ft and per box, quantity update, and pincode repricing kept in the cookie', async ({ page, context }) => {
  const cart = new CartPages(page);
  const name = await cartWithOneProduct(cart);
  const row = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText(/MRP ₹[\d,.]+ \/ sq\.ft · ₹[\d,.]+ \/ box/);

  await row.getByRole('spinbutton', { name: 'Boxes' }).fill('3');
  await row.getByRole('button', { name: `Update quantity of ${name}` }).click();
  await expect(row.getByRole('spinbutton', { name: 'Boxes' })).toHaveValue('3');
  await expect(row).toContainText(/Covers [\d.]+ sq\.ft/);
  const boxPrice = async () => Number((await row.textContent())!.match(/₹([\d,.]+) \/ box/)![1].replace(/,/g, ''));
  const mrpBox = await boxPrice();

  const pin = page.getByRole('textbox', { name: 'Delivery pincode' });
  await pin.fill('12345');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Enter a valid 6-digit pincode.')).toBeVisible();
  await expect(pin).toHaveAttribute('aria-invalid', 'true');

  await pin.fill('380001'); // a western zone, priced below MRP by the backend
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Prices updated for pincode 380001.')).toBeVisible();
  await expect.poll(boxPrice).toBeLessThan(mrpBox);
  expect((await context.cookies()).find((c) => c.name === 'pincode')?.value).toBe('380001');
});

test('an empty cart page says so and links to the tiles', async ({ page }) => {
  const cart = new CartPages(page);
  await cart.open('/checkout/cart');
  await slotReady(page, 'mf_cart-CartPage');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse tiles' })).toHaveAttribute('href', '/tiles');
});

test("with a pincode in the cookie, Add to cart adds at the server's price for it (custom-price mutation)", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'pincode', value: '380001', url: baseURL! }]);
  const operations: string[] = [];
  page.on('request', (r) => {
    const m = r.postData()?.match(/mutation (MfCart\w+)/);
    if (m) operations.push(m[1]);
  });
  const cart = new CartPages(page);
  const name = await cart.addFromListing('/tiles/wooden-tiles');
  expect(operations).toContain('MfCartAddCustomPrice');
  await cart.open('/checkout/cart');
  await slotReady(page, 'mf_cart-CartPage');
  await expect(page.getByText('Prices are for pincode 380001.')).toBeVisible();
  const row = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').filter({ hasText: name });
  const text = (await row.textContent())!;
  const mrpPerSqft = Number(text.match(/MRP ₹([\d,.]+) \/ sq\.ft/)![1].replace(/,/g, ''));
  const perBox = Number(text.match(/₹([\d,.]+) \/ box \(([\d.]+) sq\.ft\)/)![1].replace(/,/g, ''));
  const sqft = Number(text.match(/\/ box \(([\d.]+) sq\.ft\)/)![1]);
  expect(perBox).toBeLessThan(mrpPerSqft * sqft);
});
