import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, slotReady } from '../../support/fixtures';
import { ports } from '../../support/ports';

/**
 * Hindi and Tamil shoppers meet no English UI: on hi. and ta., the main pages and dialogs are scanned for every
 * English phrase of every team's catalogue (visible text, accessible names, placeholders, titles). Product
 * names and sizes are data, not UI, and are not in the catalogues.
 */
const root = path.resolve(__dirname, '../../..');
const WORKSPACES = ['shell', 'mf-header', 'mf-cart', 'mf-leads', 'mf-search', 'mf-catalog'];

function catalogues(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (!statSync(p).isDirectory()) return [];
    return name === 'i18n' && readdirSync(p).includes('en.json') ? [path.join(p, 'en.json'), ...catalogues(p)] : catalogues(p);
  });
}

/** English messages without arguments and of two words or more (single words can be product or place names). */
const PHRASES = [
  ...new Set(
    WORKSPACES.flatMap((ws) => catalogues(path.join(root, ws, 'src')))
      .flatMap((file) => Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>))
      .filter((m) => !m.includes('{') && (m.match(/[A-Za-z]{2,}/g) ?? []).length >= 2),
  ),
];

/** What the shopper can read or hear on the page right now. */
function readable(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.body.innerText, document.title];
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!el.getClientRects().length) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) parts.push(el.getAttribute(name) ?? '');
    }
    return parts.join('\n');
  });
}

/** The parts that load once the page has settled (on a busy machine, a while after the page). */
async function idleSlotReady(page: Page, slot: string) {
  await expect(page.locator(`[data-slot="${slot}"]`).first()).toHaveAttribute('data-slot-state', 'ready', { timeout: 30_000 });
}

async function expectNoEnglish(page: Page, where: string) {
  const text = await readable(page);
  expect(
    PHRASES.filter((p) => text.includes(p)),
    `English UI text on ${where}`,
  ).toEqual([]);
}

const LANGS = [
  { code: 'hi', script: /[\u0900-\u097F]/, font: 'Noto Sans Devanagari', sample: 'टाइल' },
  { code: 'ta', script: /[\u0B80-\u0BFF]/, font: 'Noto Sans Tamil', sample: 'டைல்' },
] as const;

/**
 * The page's script font has loaded (this machine's Chromium has no Devanagari or Tamil font of its own: without
 * the self-hosted Noto subsets every letter is a box) and nothing is wider than a 390 px phone.
 */
async function expectReadableOnPhone(page: Page, font: string, sample: string, where: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([family, text]) =>
            document.fonts.ready.then(
              () =>
                [...document.fonts].some((f) => f.family.replace(/["']/g, '') === family && f.status === 'loaded') &&
                document.fonts.check(`16px "${family}"`, text),
            ),
          [font, sample],
        ),
      `${font} loaded on ${where}`,
    )
    .toBe(true);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, `nothing wider than the phone on ${where}`).toBeLessThanOrEqual(widths.screen);
}

test('the scan knows the English phrases of every team', () => {
  expect(PHRASES).toEqual(
    expect.arrayContaining(['Sort by', 'Add to cart', 'Request a callback', 'Search tiles', 'All fields are required', 'Skip to content']),
  );
});

for (const { code, script, font, sample } of LANGS) {
  test.describe(`${code}.localhost`, () => {
    const origin = `http://${code}.localhost:${ports.shell}`;
    test.setTimeout(120_000);

    test('home, a listing, a product page with its calculator and search speak the page language', async ({ page }) => {
      const first = await page.goto(`${origin}/`);
      const html = await first!.text();
      expect(html).toContain(`<html lang="${code}"`);
      expect(html).toContain(`<link rel="stylesheet" href="/fonts-${code}.css">`);
      expect(html).toContain('hreflang="x-default"');
      await slotReady(page, 'mf_catalog-HomePage');
      for (const slot of ['mf_search-SearchBox', 'mf_cart-MiniCart', 'mf_leads-CallbackButton', 'mf_leads-PopupHost'])
        await idleSlotReady(page, slot);
      await expect(page.locator('h1').first()).toHaveText(script);
      await expectNoEnglish(page, 'home');

      await page.goto(`${origin}/tiles/wooden-tiles`);
      await slotReady(page, 'mf_catalog-CatalogRoute');
      await idleSlotReady(page, 'mf_cart-AddToCart');
      await expectNoEnglish(page, 'the listing');

      await page.locator('.cat-card__link').first().click();
      const calculator = page.locator('.cat-calc');
      await expect(calculator).toBeVisible();
      await calculator.locator('input[inputmode="decimal"]').nth(0).fill('10');
      await calculator.locator('input[inputmode="decimal"]').nth(1).fill('12');
      await expect(page.getByTestId('cat-calc-boxes')).toHaveText(script);
      await expectNoEnglish(page, 'the product page');

      await page.goto(`${origin}/catalogsearch/result/?q=marble`);
      await slotReady(page, 'mf_search-SearchResultsPage');
      await expect(page.locator('.srch-card').first()).toBeVisible();
      await expectNoEnglish(page, 'search results');
      await idleSlotReady(page, 'mf_search-SearchBox');
      await page.locator('[data-slot="mf_search-SearchBox"] input[role="combobox"]').fill('mar');
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoEnglish(page, 'the search suggestions');
    });

    test('the mini cart, cart page, checkout and account speak the page language', async ({ page }) => {
      await page.goto(`${origin}/tiles/wooden-tiles`);
      await idleSlotReady(page, 'mf_cart-AddToCart');
      await idleSlotReady(page, 'mf_cart-MiniCart');
      await page.locator('[data-slot="mf_cart-AddToCart"] button').first().click();
      await expect(page.locator('#cart-mini-panel')).toBeVisible();
      await expectNoEnglish(page, 'the mini cart');

      await page.goto(`${origin}/checkout/cart`);
      await expect(page.locator('.cart-row').first()).toBeVisible();
      await expectNoEnglish(page, 'the cart page');
      // The store refuses in English ("The coupon code isn't valid…"): the shopper reads it in the page language.
      await page.locator('#cart-coupon').fill('NOSUCHCODE');
      await page.locator('#cart-coupon').press('Enter');
      await expect(page.locator('#cart-coupon-msg')).toHaveText(script);
      await expect(page.locator('#cart-coupon-msg')).not.toContainText('coupon');

      await page.goto(`${origin}/checkout`);
      const form = page.locator('form[aria-labelledby="cart-ship-title"]');
      await expect(form).toBeVisible();
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('.cart-field-error').first()).toBeVisible();
      await expectNoEnglish(page, 'checkout with its checks');

      await page.goto(`${origin}/account`);
      const signIn = page.locator('form[aria-labelledby="cart-signin-title"]');
      await expect(signIn).toBeVisible();
      await signIn.locator('button[type="submit"]').click();
      await expect(signIn.locator('.cart-field-error').first()).toBeVisible();
      await expectNoEnglish(page, 'account sign-in');
      await signIn.locator('input[type="email"]').fill('nobody@example.com');
      await signIn.locator('input[type="password"]').fill('wrong-password');
      await signIn.locator('button[type="submit"]').click();
      await expect(signIn.locator('.cart-message--error')).toHaveText(script);
      await expect(signIn.locator('.cart-message--error')).not.toContainText('sign-in was incorrect');
    });

    test('the callback and lead forms, popups and the store locator speak the page language', async ({ page }) => {
      await page.goto(`${origin}/tiles/wooden-tiles`);
      await idleSlotReady(page, 'mf_leads-CallbackButton');
      await idleSlotReady(page, 'mf_leads-PopupHost');
      await page.locator('[data-slot="mf_leads-CallbackButton"] button').first().click();
      const callback = page.locator('[data-leads-dialog="callback"]');
      await callback.locator('button[type="submit"]').click();
      await expect(callback.locator('.lead-field-error').first()).toBeVisible();
      await expectNoEnglish(page, 'the callback form');
      await page.keyboard.press('Escape');

      for (const popup of ['getInTouch', 'tarrekImage', 'locationPopup'] as const) {
        await page.evaluate((name) => {
          const bus = (globalThis as unknown as Record<symbol, { publish: (e: string, p: unknown) => void }>)[
            Symbol.for('tiles.event-bus')
          ];
          bus.publish('leads:popup-requested', { popup: name, source: 'e2e' });
        }, popup);
        const dialog = page.locator(`[data-leads-dialog="${popup}"]`);
        await expect(dialog).toBeVisible();
        const submit = dialog.locator('button[type="submit"]');
        if (await submit.count()) {
          await submit.click();
          await expect(dialog.locator('.lead-error')).toBeVisible();
        }
        await expectNoEnglish(page, `the ${popup} popup`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }

      await page.goto(`${origin}/store-locator`);
      await slotReady(page, 'mf_leads-StoreLocatorPage');
      for (const slot of ['mf_search-SearchBox', 'mf_cart-MiniCart', 'mf_leads-PopupHost']) await idleSlotReady(page, slot);
      await page.locator('input[name="city"]').fill('Pune');
      await page.locator('form.lead-sl-search[role="search"] button[type="submit"]').click();
      await expect(page.getByTestId('showroom').first()).toBeVisible();
      await expectNoEnglish(page, 'the store locator');
    });

    test('at 390 px the letters are real glyphs (the Noto font loaded) and no page is wider than the phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${origin}/`);
      await slotReady(page, 'mf_catalog-HomePage');
      await idleSlotReady(page, 'mf_cart-MiniCart');
      await expectReadableOnPhone(page, font, sample, 'home');
      await page.goto(`${origin}/tiles/wooden-tiles`);
      await slotReady(page, 'mf_catalog-CatalogRoute');
      await expect(page.locator('.cat-card__link').first()).toBeVisible();
      await expectReadableOnPhone(page, font, sample, 'the listing');
      await page.locator('.cat-card__link').first().click();
      await expect(page.locator('.cat-calc')).toBeVisible();
      await expectReadableOnPhone(page, font, sample, 'the product page');
    });

    test('the room view (dialog and page) speaks the page language, its refusals too', async ({ page }) => {
      await page.goto(`${origin}/tiles/wooden-tiles`);
      await slotReady(page, 'mf_catalog-CatalogRoute');
      await page.locator('.cat-card__link').first().click();
      const open = page.getByTestId('cat-vis-open');
      await expect(open).toHaveText(script);
      await open.click();
      const dialog = page.getByTestId('cat-vis-dialog');
      await expect(dialog.getByTestId('cat-vis-canvas')).toHaveAttribute('data-renders', /\d/, { timeout: 30_000 });
      // The text alternative describes the scene, surface, pattern and grout in the page language.
      await expect(dialog.getByTestId('cat-vis-canvas')).toHaveAttribute('aria-label', script);
      await expect(dialog.getByTestId('cat-vis-room').locator('option').first()).toHaveText(script);
      await dialog
        .getByTestId('cat-vis-upload')
        .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('hello world') });
      await expect(dialog.locator('.cat-vis__error')).toHaveText(script);
      await expectNoEnglish(page, 'the room view dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      const sku = await page.evaluate(() =>
        new URL((document.querySelector('[data-testid="cat-vis-open"]') as HTMLAnchorElement).href).searchParams.get('sku'),
      );
      await page.goto(`${origin}/visualiser?sku=${sku}&room=kitchen`);
      await expect(page.getByTestId('cat-vis-canvas')).toHaveAttribute('data-renders', /\d/, { timeout: 30_000 });
      await expect(page.locator('h1').first()).toHaveText(script);
      await expectNoEnglish(page, 'the room view page');
    });
  });
}
