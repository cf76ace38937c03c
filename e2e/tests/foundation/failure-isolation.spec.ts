import { expect, slotReady, test } from '../../support/fixtures';
import { SHELL_URL, ports, remoteOrigin } from '../../support/ports';
import { shellWithOwnRemote, stopServer } from '../../support/processes';

const CART = `${remoteOrigin('mf-cart')}/**`;

test('a remote whose server refuses connections leaves the page working and shows its fallback', async ({ page }) => {
  await page.route(CART, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await slotReady(page, 'mf_header-Header');
  await slotReady(page, 'mf_catalog-HomePage');
  // The cart loads after first paint (on idle), so its fallback appears shortly after the page settles.
  await expect(page.locator('[data-slot="mf_cart-MiniCart"]')).toHaveAttribute('data-slot-state', 'fallback', { timeout: 8000 });
  await expect(page.locator('[data-slot="mf_cart-MiniCart"]').getByRole('link', { name: /^(Cart|View cart)$/ })).toHaveAttribute(
    'href',
    '/checkout/cart',
  );
});

test('a cart remote that fails and then comes back gives the mini cart without a reload', async ({ page }) => {
  await page.route(CART, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  const slot = page.locator('[data-slot="mf_cart-MiniCart"]');
  // The link to the cart works while the cart's code is missing.
  await expect(slot.getByRole('link', { name: /^(Cart|View cart)$/ })).toHaveAttribute('href', '/checkout/cart');
  await expect(slot).toHaveAttribute('data-slot-state', 'fallback', { timeout: 8000 });
  await page.unroute(CART);
  // Nobody presses Retry: the slot tries again by itself (backoff from 2 s, and on `online`).
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(slot).toHaveAttribute('data-slot-state', 'ready', { timeout: 15_000 });
  await expect(slot.getByRole('link', { name: /^Cart.*items?$/ })).toBeVisible();
});

test('a remote whose chunk answers 500 shows its fallback while the rest of the page renders', async ({ page }) => {
  await page.route(`${remoteOrigin('mf-header')}/__federation_expose_Header*`, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');
  await slotReady(page, 'mf_catalog-HomePage');
  const header = page.locator('[data-slot="mf_header-Header"]');
  await expect(header).toHaveAttribute('data-slot-state', 'fallback', { timeout: 5000 });
  // The failed slot keeps the server's header, whose bar also has 'Wall Tiles': match the entry exactly.
  await expect(header.getByRole('link', { name: 'All Tiles', exact: true })).toBeVisible();
});

test('a hanging cart remote leaves a working cart link from the first paint', async ({ page }) => {
  await page.route(CART, () => {
    /* never answers */
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('[data-slot="mf_cart-MiniCart"]').getByRole('link', { name: /^(Cart|View cart)$/ })).toHaveAttribute(
    'href',
    '/checkout/cart',
  );
});

test('a hanging remote gives up within 3 s and the other remotes render', async ({ page }) => {
  await page.route(`${remoteOrigin('mf-search')}/**`, () => {
    /* never answers */
  });
  await page.goto('/', { waitUntil: 'commit' });
  await slotReady(page, 'mf_header-Header');
  // Search loads on idle; from then it is given 3 s before the slot falls back.
  await expect(page.locator('[data-slot="mf_search-SearchBox"]')).toHaveAttribute('data-slot-state', 'fallback', { timeout: 9000 });
  // The slot keeps the server's search box (a combobox in a form that submits) or, without a server render, the
  // shell's plain fallback field: either way the shopper can still search.
  const searchBox = page.getByRole('combobox', { name: 'Search tiles' }).or(page.getByRole('textbox', { name: 'Search tiles' }));
  await expect(searchBox).toBeVisible();
});

test('with the header server stopped the page falls back, and Retry works once it is back', async ({ page }) => {
  test.setTimeout(90_000);
  // Its own shell and header servers, so stopping the header does not disturb other tests.
  const own = await shellWithOwnRemote(SHELL_URL, 'mf_header', ports.shell + 92, ports.shell + 93);
  let header = null;
  try {
    await page.clock.install();
    await page.goto(`${own.origin}/`);
    await slotReady(page, 'mf_catalog-HomePage');
    const slot = page.locator('[data-slot="mf_header-Header"]');
    await expect(slot).toHaveAttribute('data-slot-state', 'fallback', { timeout: 5000 });
    // The slot also heals by itself, on a timer (2, 4, 8 s...): held still here, so that what brings the header back
    // is the shopper's Retry, not a timer that happens to fire while the header server starts.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
    header = await own.startRemote();
    // The slot retries as soon as the shopper touches it (pointerdown), which takes the Retry button away under the
    // finger before the click lands: the click is made wherever it lands, not checked for its target.
    await slot.getByRole('button', { name: 'Retry' }).click({ force: true });
    await slotReady(page, 'mf_header-Header');
    await expect(page.getByRole('banner')).toBeVisible();
  } finally {
    if (header) await stopServer(header);
    await stopServer(own.shell);
  }
});

test('a cart server down while the page loads comes alive, styled, once it is back, with no reload and no help', async ({ page }) => {
  test.setTimeout(90_000);
  // Its own shell and cart servers: the cart is down at page load for the shell's server and the browser alike.
  const cartPort = ports.shell + 95;
  const own = await shellWithOwnRemote(SHELL_URL, 'mf_cart', ports.shell + 94, cartPort);
  // The shell's server has met the cart (its manifest, so its page hints name the cart's files), then the cart goes down.
  let cart: Awaited<ReturnType<typeof own.startRemote>> | null = await own.startRemote();
  try {
    await (await fetch(`${own.origin}/tiles/wooden-tiles`)).text();
    await stopServer(cart);
    cart = null;
    await page.goto(`${own.origin}/tiles/wooden-tiles`);
    const slot = page.locator('[data-slot="mf_cart-MiniCart"]');
    await expect(slot).toHaveAttribute('data-slot-state', 'fallback', { timeout: 10_000 });
    cart = await own.startRemote();
    // No `online` event, no touch, no Retry: the slot's own retry schedule (2, 4, 8, 16 s …) brings it back.
    await expect(slot).toHaveAttribute('data-slot-state', 'ready', { timeout: 40_000 });
    const button = slot.getByRole('link', { name: /^Cart.*items?$/ });
    await expect(button).toBeVisible();
    // Styled by its own stylesheet: every sheet from the cart's origin has loaded.
    await expect
      .poll(() =>
        page.evaluate((origin) => {
          const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) => l.href.startsWith(origin));
          return sheets.length > 0 && sheets.every((l) => l.sheet !== null);
        }, `http://localhost:${cartPort}`),
      )
      .toBe(true);
    await expect(button).toHaveCSS('min-height', '44px');
  } finally {
    if (cart) await stopServer(cart);
    await stopServer(own.shell);
  }
});
