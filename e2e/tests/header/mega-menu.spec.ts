import { test, expect, slotReady } from '../../support/fixtures';
import { HeaderPage, TOP_ENTRIES } from '../../pages/header';

test.use({ viewport: { width: 1280, height: 900 } });

test('the Main navigation has the nine top entries in order, from the category tree', async ({ page }) => {
  const header = new HeaderPage(page);
  await header.open('/');
  await header.menuReady();
  const names = await header.main.locator('.hdr-menu__link').allInnerTexts();
  expect(names.map((n) => n.trim())).toEqual([...TOP_ENTRIES]);
  await expect(header.topLink('All Tiles')).toHaveAttribute('href', '/tiles');
  await expect(header.topLink('Wooden Tiles')).toHaveAttribute('href', '/tiles/wooden-tiles');
});

test('each submenu opens and closes by mouse, one entry at a time, and a top link navigates on desktop', async ({ page }) => {
  // Opens and closes all nine panels with a check after each step: ~10 s on an idle machine, up to ~45 s on a busy one.
  test.slow();
  const header = new HeaderPage(page);
  await header.open('/');
  await header.menuReady();
  for (const name of TOP_ENTRIES) {
    const toggle = header.toggle(name);
    const panel = await header.panel(name);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(header.main.locator('[aria-expanded="true"]')).toHaveCount(1);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  }
  await header.toggle('Floor Tiles').click();
  await header.toggle('Wall Tiles').click();
  await expect(header.toggle('Floor Tiles')).toHaveAttribute('aria-expanded', 'false');
  await expect(header.toggle('Wall Tiles')).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('main').dispatchEvent('pointerdown');
  await expect(header.toggle('Wall Tiles')).toHaveAttribute('aria-expanded', 'false');

  await header.topLink('Kitchen Tiles').click();
  await expect(page).toHaveURL(/\/tiles\/kitchen-tiles$/);
  await expect(header.topLink('Kitchen Tiles')).toHaveAttribute('aria-current', 'page');
});

test('keyboard: Enter and Space toggle, Escape closes and returns focus, focus leaving closes', async ({ page }) => {
  const header = new HeaderPage(page);
  await header.open('/');
  await header.menuReady();
  const toggle = header.toggle('Marble Tiles');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // Tab moves into the open submenu, then Escape brings focus back to the toggle.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('.hdr-sub') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  // Focus leaving the menu closes the open submenu.
  await header.toggle('Vitrified Tiles').focus();
  await page.keyboard.press('Enter');
  await expect(header.toggle('Vitrified Tiles')).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('main').focus();
  await expect(header.toggle('Vitrified Tiles')).toHaveAttribute('aria-expanded', 'false');
});

test("submenus group the spec's category routes and list recommended products", async ({ page }) => {
  const header = new HeaderPage(page);
  await header.open('/');
  await header.menuReady();
  await header.toggle('All Tiles').click();
  const all = await header.panel('All Tiles');
  for (const group of ['By type', 'By size', 'By space', 'By design', 'By finish', 'By colour', 'Collections', 'By city']) {
    await expect(all.getByRole('list', { name: group })).toBeVisible();
  }
  await expect(all.getByRole('link', { name: 'Tiles in Chennai' })).toHaveAttribute('href', '/tiles/chennai');
  await expect(all.getByRole('link', { name: 'Morbi Tiles' })).toHaveAttribute('href', '/tiles/morbi-tiles');
  await expect(all.getByRole('link', { name: 'White Tiles' })).toHaveAttribute('href', '/tiles/white-tiles?tiles=floor-tiles');
  await expect(all.getByRole('link', { name: 'Collections' })).toHaveAttribute('href', '/tiles/tile-collection');

  await header.toggle('Vitrified Tiles').click();
  const vitrified = await header.panel('Vitrified Tiles');
  for (const slug of ['gvt', 'pgvt', 'full-body-vitrified', 'polished-vitrified', 'dgvt']) {
    await expect(vitrified.locator(`a[href="/tiles/${slug}-tiles"]`)).toHaveCount(1);
  }
  const recommended = vitrified.getByRole('complementary', { name: 'Recommended' }).getByRole('listitem');
  await expect(recommended).toHaveCount(4);
  for (const item of await recommended.all()) {
    await expect(item.getByRole('link')).toHaveAttribute('href', /^\/[a-z0-9-]+$/);
    await expect(item).toContainText(/\d+x\d+ mm/);
  }
  const product = recommended.first().getByRole('link');
  const href = await product.getAttribute('href');
  await product.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(header.toggle('Vitrified Tiles')).toHaveAttribute('aria-expanded', 'false');
});

test('a colour link on a room entry carries that room, and the current page is marked', async ({ page }) => {
  const header = new HeaderPage(page);
  await header.open('/tiles/blue-tiles?tiles=bathroom-tiles');
  await header.menuReady();
  await header.toggle('Bathroom Tiles').click();
  const link = (await header.panel('Bathroom Tiles')).getByRole('link', { name: 'Blue Tiles' });
  await expect(link).toHaveAttribute('href', '/tiles/blue-tiles?tiles=bathroom-tiles');
  await expect(link).toHaveAttribute('aria-current', 'page');
});

// A header whose server render gave up loads the menu itself; that it says so when the store cannot be reached and
// that Try again brings the menu back is tested on the hook against the real backend
// (mf-header/src/features/mega-menu/__tests__/useMenuTree.test.tsx): every page now arrives with the server's menu,
// and a browser test cannot make only the header's server render give up.
test('when the submenus’ tree does not load on a server-rendered page, the bar stays and opening a submenu asks again', async ({
  page,
}) => {
  // The scenario needs the server's bar. On a busy machine a cold server render can miss its budget (the browser
  // then renders everything), so warm the page up until the server renders it with the bar.
  const serverBar = 'class="hdr-menu__link"';
  await expect.poll(async () => (await (await page.request.get('/tiles/wooden-tiles')).text()).includes(serverBar)).toBe(true);
  let menuRequests = 0;
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('HeaderMenu') && ++menuRequests === 1) return route.fulfill({ status: 503, body: 'down' });
    return route.continue();
  });
  const header = new HeaderPage(page);
  const response = await page.goto('/tiles/wooden-tiles');
  expect(await response!.text()).toContain(serverBar);
  await slotReady(page, 'mf_header-Header');
  await expect.poll(() => menuRequests).toBe(1);
  // The server's bar is still there, with no error in its place.
  await header.menuReady();
  await expect(header.main.getByRole('alert')).toHaveCount(0);
  await header.toggle('Floor Tiles').click();
  await expect((await header.panel('Floor Tiles')).getByRole('link', { name: 'Ceramic Tiles' })).toBeVisible();
  expect(menuRequests).toBe(2);
});
