import { expect, scrollThroughServerSlots, slotReady, test } from '../../support/fixtures';

/**
 * The shell's server renders the header and the catalogue's page into their slots, so a shopper reads the
 * page before any script has run; the live modules then take over without the page moving.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a listing arrives readable: header, heading, tiles with prices', async ({ page }) => {
    const response = await page.goto('/tiles/wooden-tiles');
    expect(response!.status()).toBe(200);
    await expect(page.locator('header').getByText('Help line')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Wooden Tiles' })).toBeVisible();
    await expect(page.locator('.cat-card').first()).toContainText('/ sq.ft MRP');
    expect(await page.locator('.cat-card').count()).toBeGreaterThan(10);
    // Nothing waits disabled for the app: the search box is a real form, and early input is replayed once it is live.
    await expect(page.getByRole('combobox', { name: 'Search tiles' })).toBeEnabled();
    await expect(page.locator('main [disabled]')).toHaveCount(0);
    // The menu's top entries are there and are links (crawlable, and usable before the app), this page's marked.
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'All Tiles', exact: true })).toHaveAttribute('href', '/tiles');
    await expect(menu.getByRole('link', { name: 'Wooden Tiles', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('the home page arrives with its collections and trending tiles, each a link with a price', async ({ page }) => {
    await page.goto('/');
    const trending = page.locator('.cat-home__trending .cat-card:not(.cat-card--ghost)');
    await expect(trending.first()).toContainText('/ sq.ft MRP');
    expect(await trending.count()).toBeGreaterThanOrEqual(4);
    await trending.first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('/ sq.ft MRP').first()).toBeVisible();
    await page.goBack();
    await page
      .getByRole('link', { name: /Collection/ })
      .first()
      .click();
    await expect(page.locator('.cat-card').first()).toContainText('/ sq.ft MRP');
  });

  test('a product page and search results arrive with their content; an unknown path answers 404', async ({ page }) => {
    await page.goto('/tiles/wooden-tiles');
    const firstTile = page.locator('.cat-card a').first();
    const name = (await firstTile.innerText()).split('\n')[0];
    // Links work before (and without) the app: a plain navigation to the next server-rendered page.
    await firstTile.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText(/sq\.ft/).first()).toBeVisible();

    const search = await page.goto('/catalogsearch/result/?q=marble');
    expect(search!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('marble');
    await expect(page.getByText(/tiles found/)).toBeVisible();

    const missing = await page.goto('/no-such-tile-anywhere');
    expect(missing!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /couldn.t find that page/i })).toBeVisible();
  });
});

test('the live page replaces the server view in place: nothing jumps, and it works', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shifted: number }).shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) (window as unknown as { shifted: number }).shifted += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tiles/wooden-tiles');
  await slotReady(page, 'mf_catalog-CatalogRoute');
  await slotReady(page, 'mf_header-Header');
  await slotReady(page, 'mf_cart-MiniCart');
  // Cards below the fold keep the server's "Add to cart" until they come into view: scrolled to, every slot is live.
  await scrollThroughServerSlots(page);
  await expect(page.getByRole('combobox', { name: /sort/i })).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.02);

  // The live listing is the one on screen: its filters work.
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
});

test('the live menu starts from the server’s: its bar is never blank, and its submenus fill in', async ({ page }) => {
  await page.addInitScript(() => {
    // Every count of top menu links the page ever showed, from the first parse to the live header.
    const counts = new Set<number>();
    (window as unknown as { menuCounts: Set<number> }).menuCounts = counts;
    // The parser may yield anywhere inside the server's header (the page's head, with a listing's JSON-LD, and 13 KB
    // of strip and content nav come before the bar): counts start once the document is parsed, before any script of
    // the page has run (they are deferred), so a live header that blanks or shrinks the bar is still caught.
    const record = () => {
      if (document.readyState === 'loading' || !document.querySelector('[data-slot="mf_header-Header"]')) return;
      counts.add(document.querySelectorAll('.hdr-menu__link').length);
    };
    document.addEventListener('readystatechange', record);
    new MutationObserver(record).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/tiles/wooden-tiles');
  await slotReady(page, 'mf_header-Header');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Floor Tiles submenu' }).click();
  await expect(menu.locator('#hdr-sub-floor-tiles').getByRole('link', { name: 'Ceramic Tiles' })).toBeVisible();
  expect([...(await page.evaluate(() => [...(window as unknown as { menuCounts: Set<number> }).menuCounts]))]).toEqual([9]);
});

test('overlapping server renders of one remote: many shoppers open different products at once, each page holds only its own', async ({
  request,
}) => {
  const answer = await request.post('/graphql', {
    data: { query: '{ products(filter: { category_url_path: { eq: "tiles" } }, pageSize: 16) { items { url_key name } } }' },
  });
  const products = (await answer.json()).data.products.items as { url_key: string; name: string }[];
  expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
  const pages = await Promise.all(
    products.map((p) => request.get(`/${p.url_key}`).then(async (r) => ({ status: r.status(), html: await r.text() }))),
  );
  pages.forEach(({ status, html }, i) => {
    expect(status).toBe(200);
    // Server-rendered (the e2e server's budgets are generous), with this product's heading and data only.
    expect(html).toContain('data-ssr="mf_catalog/CatalogRoute"');
    // Other products may appear as cards (similar tiles); the page's heading and its data are this product's alone.
    expect(html.match(/<h1[ >].*?<\/h1>/g)).toEqual([`<h1>${products[i].name}</h1>`]);
    expect([...html.matchAll(/"routeKey":"([^"]*)"/g)].map((m) => m[1])).toEqual([products[i].url_key]);
  });
});
