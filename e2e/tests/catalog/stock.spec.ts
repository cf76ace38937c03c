import { expect, seriousA11yViolations, slotReady, test } from '../../support/fixtures';
import { SHELL_URL, storeHost, storeOrigin } from '../../support/ports';
import { rawRequest } from '../../support/rawRequest';
import { urlKeyOf } from '../../pages/catalog';
import { CartPages } from '../../pages/cart';

test.use({ viewport: { width: 390, height: 844 } });

// Seeded shortages (backend/src/stock/seedStock.ts): TL-1051 has 4 boxes, TL-1053 none. Nothing else in the suite
// buys them, so their stock is as seeded.
const LOW = 'TL-1051';
const OUT = 'TL-1053';

/** What the shopper reads in each store language (mf-catalog's product page, mf-cart's and the shared store errors). */
const LANGUAGES = [
  {
    host: 'localhost',
    onlyLeft: 'Only 4 boxes left',
    outOfStock: 'Out of stock',
    areaMode: 'Area in sq.ft',
    area: 'Area (sq.ft)',
    add: 'Add to cart',
    // English pages read Magento's own sentence.
    refused: 'The requested qty is not available',
    calc: 'How many boxes do you need?',
  },
  {
    host: 'hi.localhost',
    onlyLeft: 'केवल 4 बॉक्स बचे हैं',
    outOfStock: 'स्टॉक में नहीं है',
    areaMode: 'वर्ग फुट में क्षेत्रफल',
    area: 'क्षेत्रफल (वर्ग फुट)',
    add: 'कार्ट में डालें',
    refused: 'माँगी गई मात्रा स्टॉक में उपलब्ध नहीं है',
    calc: 'आपको कितने बॉक्स चाहिए?',
  },
  {
    host: 'ta.localhost',
    onlyLeft: '4 பெட்டிகள் மட்டுமே உள்ளன',
    outOfStock: 'கையிருப்பில் இல்லை',
    areaMode: 'சதுர அடியில் பரப்பளவு',
    area: 'பரப்பளவு (சதுர அடி)',
    add: 'கார்ட்டில் சேர்',
    refused: 'கேட்ட அளவு கையிருப்பில் இல்லை',
    calc: 'உங்களுக்கு எத்தனை பெட்டிகள் தேவை?',
  },
] as const;

for (const lang of LANGUAGES) {
  test(`a product page says only 4 boxes are left and refuses more with the store's message (${lang.host}, 390 px)`, async ({
    page,
    request,
  }) => {
    const path = `/${await urlKeyOf(request, LOW)}`;
    const url = `${storeOrigin(lang.host)}${path}`;
    // The server's page already says it, before any script runs.
    const html = await rawRequest(path, { Host: storeHost(lang.host) });
    expect(html.body).toContain(lang.onlyLeft);

    await page.goto(url);
    await slotReady(page, 'mf_catalog-CatalogRoute');
    const route = page.locator('[data-boundary="mf-catalog"]');
    await expect(route.getByText(lang.onlyLeft)).toBeVisible();

    // 120 sq.ft needs more than 4 boxes of any tile: the cart refuses the line and nothing is added.
    await route.getByRole('radio', { name: lang.areaMode }).check();
    await route.getByRole('textbox', { name: lang.area }).fill('120');
    await route
      .getByRole('region', { name: lang.calc })
      .getByRole('button', { name: new RegExp(lang.add) })
      .click();
    await expect(route.getByRole('alert')).toHaveText(lang.refused);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await seriousA11yViolations(page, '[data-boundary="mf-catalog"]')).toEqual([]);
  });
}

test('an out-of-stock tile says so in the server page and the browser, offers no cart button and tells search engines', async ({
  page,
  request,
}) => {
  const url = `${SHELL_URL}/${await urlKeyOf(request, OUT)}`;
  const html = await (await request.get(url)).text();
  expect(html).toContain('Out of stock');
  expect(html).toContain('https://schema.org/OutOfStock');

  await page.goto(url);
  await slotReady(page, 'mf_catalog-CatalogRoute');
  const route = page.locator('[data-boundary="mf-catalog"]');
  await expect(route.getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(route.getByRole('region', { name: /how many boxes/i }).getByRole('button', { name: /add to cart/i })).toHaveCount(0);
});

test(
  "the cart page refuses more boxes than are left with Magento's message and keeps the line as it was",
  { tag: '@mf-cart' },
  async ({ page, request }) => {
    const cart = new CartPages(page);
    await cart.open(`/${await urlKeyOf(request, LOW)}`);
    await slotReady(page, 'mf_catalog-CatalogRoute');
    await page
      .getByRole('region', { name: 'How many boxes do you need?' })
      .getByRole('button', { name: /add to cart/i })
      .click();
    await expect(cart.dialog).toBeVisible();
    await cart.open('/checkout/cart');
    await slotReady(page, 'mf_cart-CartPage');
    const row = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    const boxes = row.getByRole('spinbutton', { name: 'Boxes' });
    await boxes.fill('5');
    await row.getByRole('button', { name: /^Update quantity of / }).click();
    // The items' message sits above the list (the page's first status).
    const itemsMessage = page.locator('[data-slot="mf_cart-CartPage"]').getByRole('status').first();
    await expect(itemsMessage).toHaveText('The requested qty is not available');
    await expect(cart.dialog).toBeHidden();
    await boxes.fill('4');
    await row.getByRole('button', { name: /^Update quantity of / }).click();
    await expect(itemsMessage).toContainText('quantity updated to 4');
    await expect(row).not.toContainText('not available');
    await expect(boxes).toHaveValue('4');
  },
);
