import type { Locator, Page } from '@playwright/test';
import { expect, seriousA11yViolations, slotReady, test } from '../../support/fixtures';
import { holdScripts } from '../../support/holdScripts';
import { languageOrigin, remoteOrigin, SHELL_URL } from '../../support/ports';
import { needsServerRenderOf } from '../../support/remoteStore';

/**
 * Every control a shopper taps is answered before the page's code has taken over: it acts by itself (a link, a
 * form the store answers, a native popover) or shows that its answer is coming (busy), and once the code is here it
 * does what was asked, nothing lost and nothing twice. The code is held by route interception until the test
 * releases it, so "before" is certain, not a race.
 */
for (const remote of ['mf-header', 'mf-cart', 'mf-leads', 'mf-search', 'mf-catalog'] as const) needsServerRenderOf(remote);

const REMOTE_ORIGINS = (['mf-header', 'mf-cart', 'mf-leads', 'mf-search', 'mf-catalog'] as const).map(remoteOrigin);
/** The remotes' code (the shell's runs: it hydrates, each slot keeps the server's HTML until its own code is here). */
const remotesCode = (url: URL) => REMOTE_ORIGINS.includes(url.origin);
/** All code: the page's inline loader alone runs. */
const allCode = (url: URL) => url.origin === SHELL_URL || remotesCode(url);

// Each test walks several pages, each loaded with its code held and then released: a busy machine needs more than the default.
test.setTimeout(120_000);

const LISTING = '/tiles/wooden-tiles';
const SEARCH = '/catalogsearch/result/?q=wood';

/** Opens `path` with `held` code held back; returns the release. */
async function openHeld(page: Page, path: string, held = remotesCode): Promise<() => void> {
  const release = await holdScripts(page, held);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

/**
 * Whether the page's own outline is drawn over `control`: an element of the loader's outside the app's root (the
 * server's HTML is not changed before React hydrates it), dashed and moving, letting taps through.
 */
const outlined = (control: Locator) =>
  control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [...document.querySelectorAll('body > .shell-tap-coming')].some((outline) => {
      const drawn = outline.getBoundingClientRect();
      const style = getComputedStyle(outline);
      const near = (a: number, b: number) => Math.abs(a - b) < 1;
      return (
        near(drawn.x, box.x) &&
        near(drawn.y, box.y) &&
        near(drawn.width, box.width) &&
        near(drawn.height, box.height) &&
        style.outlineStyle === 'dashed' &&
        style.animationName !== 'none' &&
        style.pointerEvents === 'none'
      );
    });
  });
/** What a sighted shopper and a screen reader are told of a control whose answer is coming. */
async function expectComing(control: Locator) {
  await expect.poll(() => outlined(control)).toBe(true);
  await expect(
    control
      .page()
      .getByRole('status')
      .filter({ hasText: /: loading, one moment…$/ }),
  ).toHaveCount(1);
}
async function expectSettled(control: Locator) {
  await expect.poll(() => outlined(control)).toBe(false);
}

/** A product page's path, read from the listing's first card. */
async function productPath(page: Page): Promise<string> {
  const html = await (await page.request.get(LISTING)).text();
  return /class="cat-card__link" href="([^"]+)"/.exec(html)![1];
}

/**
 * How long a slot may take to be live once its code is let through. A hold past the federation runtime's own 20 s
 * script timeout (axe on a loaded machine takes that long) makes the runtime drop the request; the slot then heals at
 * its next automatic retry, at most 30 s on (useRemoteModule's retryDelay), as for a shopper whose connection lost the code.
 */
const HEALS_MS = 45_000;
const liveAfterRelease = (page: Page, slot: string) =>
  expect(page.locator(`[data-slot="${slot}"]`).first()).toHaveAttribute('data-slot-state', 'ready', { timeout: HEALS_MS });
/** Tests that hold the code several times and run axe while it is held: a loaded machine needs longer than the others. */
const HOLDS_AND_AXE_MS = 240_000;

const header = (page: Page) => page.locator('[data-slot="mf_header-Header"]').getByRole('banner');

for (const width of [390, 1280] as const) {
  const phone = width === 390;
  test.describe(`at ${width} px, with the remotes’ code held`, () => {
    test.use({ viewport: { width, height: phone ? 844 : 900 } });

    test('the search box takes what is typed and searches; the text is kept when its code arrives', async ({ page }) => {
      const release = await openHeld(page, '/');
      const box = page.getByRole('combobox', { name: 'Search tiles' });
      await box.click();
      await box.pressSequentially('wood');
      await expect(box).toHaveValue('wood');
      release();
      await slotReady(page, 'mf_search-SearchBox');
      await expect(box).toHaveValue('wood');
      await expect(page.getByRole('listbox').getByRole('option', { name: /wood/i }).first()).toBeVisible();
      // And held again on another page: Enter is the server's search.
      const again = await openHeld(page, LISTING);
      await box.fill('marble');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/catalogsearch\/result\/\?q=marble$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/marble/i);
      again();
    });

    test('the cart, the account, the language and the help line answer as links', async ({ page }) => {
      let release = await openHeld(page, LISTING);
      await page.locator('[data-slot="mf_cart-MiniCart"]').getByRole('link', { name: 'Cart', exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/cart$/);
      release();

      release = await openHeld(page, '/');
      if (phone) await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
      await header(page).getByRole('link', { name: 'Account' }).filter({ visible: true }).click();
      await expect(page).toHaveURL(/\/account$/);
      release();

      release = await openHeld(page, LISTING);
      if (phone) await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
      await header(page)
        .getByRole('navigation', { name: 'Language' })
        .filter({ visible: true })
        .getByRole('link', { name: 'हिन्दी' })
        .click();
      await expect(page).toHaveURL(`${languageOrigin('hi')}${LISTING}`);
      release();

      // A tel: link: the browser hands it to the phone's dialler; nothing on the page holds the click back.
      release = await openHeld(page, '/');
      const callback = page
        .locator('[data-slot="mf_leads-CallbackButton"]')
        .first()
        .getByRole('link', { name: /^Request a callback/ });
      await expect(callback).toHaveAttribute('href', /^tel:\d+$/);
      // Read once the click is over (React stops it at its root, where a listener of the page would not hear it).
      await page.evaluate(() => addEventListener('click', (e) => ((window as unknown as { tap: Event }).tap = e), true));
      await callback.click();
      expect(await page.evaluate(() => (window as unknown as { tap?: Event }).tap?.defaultPrevented)).toBe(false);
      release();
    });

    // Wide screens only: on a phone the menu is the drawer (below).
    if (!phone)
      test('the menu bar’s submenu buttons show they are coming, then open once live (wide screens)', async ({ page }) => {
        const release = await openHeld(page, '/');
        const toggle = header(page).getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Wooden Tiles submenu' });
        await toggle.click();
        await expectComing(toggle);
        expect(await seriousA11yViolations(page, '[data-slot="mf_header-Header"]')).toEqual([]);
        release();
        await slotReady(page, 'mf_header-Header');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expectSettled(toggle);
      });

    test('the footer’s sign-up posts and the store answers', async ({ page }) => {
      const release = await openHeld(page, '/');
      const signup = page.locator('[data-slot="mf_leads-NewsletterSignup"]');
      await signup.getByRole('textbox', { name: 'E-mail address' }).fill(`taps-${width}-${Date.now()}@example.com`);
      await signup.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText(/Thank you for your subscription|A confirmation request has been sent/)).toBeVisible();
      release();
    });

    test('a listing: the heart shows it is coming, then asks a guest to sign in to save the tile', async ({ page }) => {
      test.setTimeout(HOLDS_AND_AXE_MS);
      const release = await openHeld(page, LISTING);
      const heart = page
        .locator('main')
        .getByRole('button', { name: /^Save .* to your wishlist$/ })
        .first();
      await heart.click();
      await expectComing(heart);
      // No axe here: the same held listing is checked by the sort's case, and a minute of axe on a loaded machine would
      // hold the code past every retry of the slots, which then wait for their next one (up to 30 s).
      release();
      // The early tap is made again once the heart is live: it goes to sign in (the page is left, so its slot is not read).
      await expect(page).toHaveURL(/\/account\?save=/, { timeout: HEALS_MS });
    });

    test('a listing: the sort (and on a phone the filters button) show they are coming, then act once live', async ({ page }) => {
      const release = await openHeld(page, LISTING);
      const main = page.locator('main');
      const filters = main.getByRole('button', { name: 'Filters' });
      if (phone) {
        await filters.click();
        await expectComing(filters);
      }
      const sort = main.getByRole('combobox', { name: 'Sort by' });
      await sort.selectOption({ label: 'Newest' });
      await expectComing(sort);
      expect(await seriousA11yViolations(page, 'main')).toEqual([]);
      release();
      // The sort the shopper picked applies (the listing's own address for it).
      await expect(page).toHaveURL(/product_list_order=newest/);
      await slotReady(page, 'mf_catalog-CatalogRoute');
      await expectSettled(sort);
      if (phone) {
        await expect(main.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
        await expectSettled(main.getByRole('button', { name: 'Hide filters' }));
      }
    });

    // Wide screens only: on a phone the filters are behind their button, which shows it is coming (above).
    if (!phone)
      test('a listing: a filter ticked before the code shows it is coming, then applies', async ({ page }) => {
        const release = await openHeld(page, LISTING);
        const main = page.locator('main');
        const box = main.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').nth(2);
        await box.check();
        await expectComing(box);
        release();
        await expect(page).toHaveURL(/\?.+=/);
        await slotReady(page, 'mf_catalog-CatalogRoute');
        await expect(main.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').nth(2)).toBeChecked();
        await expectSettled(main.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').nth(2));
      });

    test('a listing: pages are links; "Add to cart" is the store’s form, which adds once', async ({ page }) => {
      let release = await openHeld(page, '/tiles/wall-tiles');
      const main = page.locator('main');
      await main.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/[?&]p=2/);
      release();
      release = await openHeld(page, LISTING);
      const name = (await main.locator('.cat-card__link').first().textContent())!.trim();
      await main
        .getByRole('button', { name: /^Add to cart/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/checkout\/cart$/);
      release();
      await slotReady(page, 'mf_cart-CartPage');
      await expect(page.locator('main .cart-row-name')).toHaveText([name]);
      await expect(page.locator('main .cart-row-qty input').first()).toHaveValue('1');
    });

    test('a product page: the calculator keeps what is typed and picked, and answers once live; "Add to cart" posts', async ({ page }) => {
      test.setTimeout(HOLDS_AND_AXE_MS);
      const path = await productPath(page);
      const release = await openHeld(page, path);
      const calc = page.getByRole('region', { name: 'How many boxes do you need?' });
      await calc.getByRole('textbox', { name: 'Length' }).fill('10');
      await calc.getByRole('textbox', { name: 'Width' }).fill('12');
      const unit = calc.getByRole('combobox', { name: 'Unit' });
      await unit.selectOption('m');
      await expectComing(unit);
      const thumbnail = page.getByRole('button', { name: /^Show image 2/ });
      if (await thumbnail.count()) {
        await thumbnail.click();
        await expectComing(thumbnail);
      }
      expect(await seriousA11yViolations(page, 'main')).toEqual([]);
      release();
      await liveAfterRelease(page, 'mf_catalog-CatalogRoute');
      await expect(calc.getByRole('textbox', { name: 'Length' })).toHaveValue('10');
      await expect(unit).toHaveValue('m');
      // 10 m × 12 m is 1,291.7 sq.ft: the result is worked out in metres, as picked.
      await expect(calc.locator('.cat-calc__result')).toContainText(/1,291\.\d+ sq\.ft/);
      await expectSettled(unit);

      // Measured by area before the code: the choice is kept and answered.
      const again = await openHeld(page, path);
      await calc.getByRole('radio', { name: 'Area in sq.ft' }).check();
      await expectComing(calc.getByRole('radio', { name: 'Area in sq.ft' }));
      again();
      await liveAfterRelease(page, 'mf_catalog-CatalogRoute');
      await expect(calc.getByRole('textbox', { name: 'Area (sq.ft)' })).toBeVisible();
      await expectSettled(calc.getByRole('radio', { name: 'Area in sq.ft' }));

      // "Add to cart" with the calculator's boxes: the store's form.
      const once = await openHeld(page, path);
      await page
        .locator('main [data-slot="mf_cart-AddToCart"]')
        .first()
        .getByRole('button', { name: /^Add to cart/ })
        .click();
      await expect(page).toHaveURL(/\/checkout\/cart$/);
      once();
    });

    test('search results: pages and facets are links; the heart shows it is coming, then acts; "Add to cart" posts', async ({ page }) => {
      test.setTimeout(HOLDS_AND_AXE_MS);
      let release = await openHeld(page, SEARCH);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toContainText(/wood/i);
      await main.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/[?&]p=2/);
      release();
      release = await openHeld(page, SEARCH);
      const facets = main.getByRole('navigation', { name: 'Filter results' });
      // A phone shows the facets behind its Filters button (which shows it is coming): the link is tried on a wide screen.
      if (!phone) {
        await facets.getByText('Finish', { exact: true }).click();
        await facets.getByRole('link', { name: /^Glossy/ }).click();
        await expect(page).toHaveURL(/[?&]tile_finish=\d+/);
        await expect(main.getByRole('link', { name: /^Remove filter .*Glossy/ })).toBeVisible();
      }
      release();
      release = await openHeld(page, SEARCH);
      const heart = main.getByRole('button', { name: /^Save .* to your wishlist$/ }).first();
      await heart.click();
      await expectComing(heart);
      // axe after the links were tapped: a hold it stretches past the runtime's 20 s gives the slot its Retry, whose
      // going at the next tap moves the page under the pointer.
      expect(await seriousA11yViolations(page, 'main')).toEqual([]);
      release();
      // The early tap is made again once the heart is live: it goes to sign in (the page is left, so its slot is not read).
      await expect(page).toHaveURL(/\/account\?save=/, { timeout: HEALS_MS });
      release = await openHeld(page, SEARCH);
      await main
        .getByRole('button', { name: /^Add to cart/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/checkout\/cart$/);
      release();
    });

    test('the cart page: "Proceed to checkout" is a link; "Update" and "Remove" are the store’s forms', async ({ page }) => {
      test.setTimeout(HOLDS_AND_AXE_MS);
      // A cart the store knows by its cookie: added by the cart's own form, as a shopper without scripts does.
      let release = await openHeld(page, LISTING);
      await page
        .locator('main')
        .getByRole('button', { name: /^Add to cart/ })
        .nth(1)
        .click();
      await expect(page).toHaveURL(/\/checkout\/cart$/);
      release();
      const main = page.locator('main');
      release = await openHeld(page, '/checkout/cart');
      await main.getByRole('link', { name: 'Proceed to checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      release();
      release = await openHeld(page, '/checkout/cart');
      await expect(main.locator('.cart-row-name')).toHaveCount(1);
      // A posting form's button posts by itself: the store sets the typed boxes and answers with the cart page.
      await main.getByRole('spinbutton', { name: 'Boxes' }).fill('2');
      await main.getByRole('button', { name: /^Update quantity of/ }).click();
      await expect(page).toHaveURL(/\/checkout\/cart\?updated=/);
      await expect(main.getByRole('spinbutton', { name: 'Boxes' })).toHaveValue('2');
      // Likewise Remove: the store removes the tile and answers with the cart page (its code still held), which the
      // live page then agrees with.
      const remove = main.getByRole('button', { name: /^Remove/ }).first();
      await remove.click();
      await expect(page).toHaveURL(/\/checkout\/cart\?removed=1$/);
      await expect(main.locator('.cart-row-name')).toHaveCount(0);
      await expect(main.getByText('Your cart is empty.')).toBeVisible();
      expect(await seriousA11yViolations(page, 'main')).toEqual([]);
      release();
      await liveAfterRelease(page, 'mf_cart-CartPage');
      await expect(main.locator('.cart-row-name')).toHaveCount(0);
      await expect(main.getByText('Your cart is empty.')).toBeVisible();
    });
  });
}

test.describe('the phone menu, tapped before, while and after its code takes over', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  const menuOf = (page: Page) => header(page).getByRole('button', { name: 'Menu', exact: true });
  const drawerOf = (page: Page) => header(page).locator('#hdr-drawer');

  test('no code at all: it opens, its links navigate, it closes', async ({ page }) => {
    const release = await openHeld(page, '/', allCode);
    await menuOf(page).tap();
    await expect(drawerOf(page).getByRole('link', { name: 'Store Locator' })).toBeVisible();
    await drawerOf(page).getByRole('button', { name: 'Close menu' }).tap();
    await expect(drawerOf(page)).toBeHidden();
    await menuOf(page).tap();
    await drawerOf(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wall Tiles', exact: true }).tap();
    await expect(page).toHaveURL(/\/tiles\/wall-tiles$/);
    release();
  });

  for (const [stage, held] of [
    ['the page’s code held', allCode],
    ['the shell live, the header’s code held', remotesCode],
  ] as const)
    test(`pressed with ${stage}, let go as the header goes live: the same button, and it opens`, async ({ page }) => {
      const release = await openHeld(page, '/', held);
      const menu = menuOf(page);
      const button = await menu.elementHandle();
      const box = (await menu.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      release();
      await slotReady(page, 'mf_header-Header');
      await page.mouse.up();
      await expect(drawerOf(page).getByRole('link', { name: 'Store Locator' })).toBeVisible();
      expect(await button!.evaluate((el) => el.isConnected)).toBe(true);
      // The live header holds the drawer the browser opened: it says so and moves focus into it.
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(drawerOf(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
    });

  test('tapped as the header’s code arrives (while it hydrates), it opens and stays open once live', async ({ page }) => {
    const release = await openHeld(page, '/');
    const button = await menuOf(page).elementHandle();
    release();
    await menuOf(page).tap();
    await expect(drawerOf(page).getByRole('link', { name: 'Store Locator' })).toBeVisible();
    await slotReady(page, 'mf_header-Header');
    await expect(drawerOf(page).getByRole('link', { name: 'Store Locator' })).toBeVisible();
    await expect(menuOf(page)).toHaveAttribute('aria-expanded', 'true');
    expect(await button!.evaluate((el) => el.isConnected)).toBe(true);
  });

  test('live: it opens and closes', async ({ page }) => {
    await page.goto('/');
    await slotReady(page, 'mf_header-Header');
    await menuOf(page).tap();
    await expect(drawerOf(page)).toBeVisible();
    await drawerOf(page).getByRole('button', { name: 'Close menu' }).tap();
    await expect(drawerOf(page)).toBeHidden();
  });
});
