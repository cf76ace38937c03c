import path from 'node:path';
import { expect, seriousA11yViolations, slotReady, test } from '../../support/fixtures';
import { GRAPHQL_URL } from '../../support/ports';
import { VisualiserView } from '../../pages/visualiser';
import { gql, KEYS } from '../../pages/cart';

interface Tile {
  sku: string;
  name: string;
  url_key: string;
  sqft_per_box: number;
}
const FIELDS = 'sku name url_key sqft_per_box';

/** A plank (herringbone is offered for planks only). */
async function plank(request: Parameters<typeof gql>[0]): Promise<Tile> {
  const res = await request.post(GRAPHQL_URL, {
    data: { query: `{ products(filter: { tile_size: { eq: "200x1200-tiles" } }, pageSize: 1) { items { ${FIELDS} } } }` },
  });
  return (await res.json()).data.products.items[0];
}

test('see it in your room from a product page: scene, tile, grout and pattern each change the picture', async ({ page, request }) => {
  // Six changes, each waited for on the canvas, and axe: more than one page load's worth of time.
  test.slow();
  const tile = await plank(request);
  await page.goto(`/${tile.url_key}`);
  // Before the page's code is live the link is the server's plain link to /visualiser; live, it opens the dialog.
  await slotReady(page, 'mf_catalog-CatalogRoute');
  await page.getByRole('link', { name: 'See it in your room' }).click();
  const dialog = page.getByRole('dialog', { name: 'See it in your room' });
  await expect(dialog).toBeVisible();
  const view = new VisualiserView(page, dialog.getByTestId('cat-vis'));
  await view.waitForTile(tile.name);

  await view.expectChangeAfter(async () => {
    await view.grout.focus();
    await page.keyboard.press('End');
  });
  await view.expectChangeAfter(() => view.root.getByRole('radio', { name: 'Black' }).check());
  await view.expectChangeAfter(() => view.pattern.selectOption('herringbone'));
  await view.expectChangeAfter(() => view.root.getByTestId('cat-vis-rotation').selectOption('45'));
  await view.expectChangeAfter(() => view.room.selectOption('bathroom-floor'));
  await view.expectChangeAfter(() => view.root.getByTestId('cat-vis-tile').first().click());
  await expect(view.canvas).not.toHaveAttribute('aria-label', new RegExp(`laid with ${tile.name}`));
  expect(await seriousA11yViolations(page, '[data-testid="cat-vis-dialog"]')).toEqual([]);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a shared link reopens the same room, tile and laying', async ({ page, request, context }) => {
  const tile = await plank(request);
  await page.goto(`/visualiser?sku=${tile.sku}&room=bathroom-floor&grout=8&gc=222222&rot=45`);
  const view = new VisualiserView(page);
  await view.waitForTile(tile.name);
  await view.expectChangeAfter(() => view.pattern.selectOption('herringbone'));
  await expect(page).toHaveURL(/pattern=herringbone/);
  const shared = await view.shareUrl.inputValue();
  expect(shared).toContain('/visualiser?');
  const shown = await view.pixels();
  const label = await view.canvas.getAttribute('aria-label');
  const other = await context.newPage();
  await other.goto(shared);
  const reopened = new VisualiserView(other);
  await expect(reopened.canvas).toHaveAttribute('aria-label', label ?? '', { timeout: 20_000 });
  await expect(reopened.room).toHaveValue('bathroom-floor');
  await expect(reopened.pattern).toHaveValue('herringbone');
  await expect.poll(async () => JSON.stringify(await reopened.pixels())).toBe(JSON.stringify(shown));
  await other.close();
});

test('the room view adds the boxes the room needs to the cart', async ({ page, request }) => {
  const tile = await plank(request);
  await page.goto(`/visualiser?sku=${tile.sku}&room=living-room`);
  const view = new VisualiserView(page);
  await view.waitForTile(tile.name);
  const boxes = Number(await view.root.getByTestId('cat-vis-boxes').getAttribute('data-boxes'));
  expect(boxes).toBeGreaterThan(1);
  await view.root.getByRole('button', { name: /add to cart/i }).click();
  await expect(view.root.getByText(new RegExp(`Added ${boxes} boxes`))).toBeVisible();
  const cartId = await page.evaluate((k) => localStorage.getItem(k), KEYS.cartId);
  const cart = await gql<{ cart: { items: { quantity: number; product: { sku: string } }[] } }>(
    request,
    `query($id: String!) { cart(cart_id: $id) { items { quantity product { sku } } } }`,
    { id: cartId },
  );
  expect(cart.data?.cart.items).toEqual([{ quantity: boxes, product: { sku: tile.sku } }]);
});

test('the shopper’s own photo at 390 px: upload a PNG, move the corners with the keyboard, the tile is laid on it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tile = await plank(request);
  await page.goto(`/visualiser?sku=${tile.sku}`);
  const view = new VisualiserView(page);
  await view.waitForTile(tile.name);

  await view.root.getByLabel('Use your own photo').setInputFiles(path.join(__dirname, '../../fixtures/search-marble.png'));
  await expect(view.room).toHaveValue('photo');
  await view.waitForTile(tile.name);
  // Mark the surface: each of the four corners moves (arrow keys) and the picture follows every one.
  const nudges = ['Shift+ArrowUp', 'Shift+ArrowRight', 'Shift+ArrowDown', 'Shift+ArrowLeft'];
  for (const [i, key] of nudges.entries()) {
    const corner = view.root.getByRole('button', { name: new RegExp(`Corner ${i + 1} of the surface`) });
    await expect(corner).toBeVisible();
    await view.expectChangeAfter(async () => {
      await corner.focus();
      for (let n = 0; n < 5; n++) await page.keyboard.press(key);
    });
  }
  await view.expectChangeAfter(() => view.root.getByLabel('Width (m)').fill('6'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page, '[data-testid="cat-vis"]')).toEqual([]);

  // A file that only claims to be a picture is refused with the same checks as visual search.
  await view.root
    .getByLabel('Use your own photo')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('hello world') });
  await expect(view.root.getByRole('alert')).toHaveText(/not a JPEG, PNG or TIFF image/);
});
