import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, slotReady } from '../../support/fixtures';
import { languageOrigin } from '../../support/ports';

/**
 * Hindi and Tamil shoppers meet no English UI: on hi. and ta., the main pages and dialogs are scanned for every
 * English phrase of every team's catalogue (visible text, accessible names, placeholders, titles). Product
 * names and sizes are data, not UI, and are not in the catalogues.
 */
const root = path.resolve(__dirname, '../../..');
const REMOTES: Record<string, string> = JSON.parse(readFileSync(path.join(root, 'shared/src/contracts/remote-list.json'), 'utf8')).remotes;
const WORKSPACES = ['shell', ...Object.values(REMOTES)];

function catalogues(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (!statSync(p).isDirectory()) return [];
    return name === 'i18n' && readdirSync(p).includes('en.json') ? [path.join(p, 'en.json'), ...catalogues(p)] : catalogues(p);
  });
}

const MESSAGES = WORKSPACES.flatMap((ws) => catalogues(path.join(root, ws, 'src'))).flatMap((file) =>
  Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>),
);
/** Words a shopper reads, not counting units (sq.ft, mm) and the MRP abbreviation price tags print in every language. */
const words = (text: string) => (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !/^(sq|ft|mm|MRP|GST)$/.test(w)).length;

/** The text runs of an ICU message between its arguments, plural and select options included ("Show all {count}" → "Show all"). */
function literalRuns(message: string): string[] {
  const runs: string[] = [];
  let text = '';
  for (let i = 0; i < message.length; i++) {
    if (message[i] === '#') {
      runs.push(text);
      text = '';
    } else if (message[i] === '{') {
      runs.push(text);
      text = '';
      let depth = 0,
        end = i;
      for (; end < message.length; end++)
        if (message[end] === '{') depth++;
        else if (message[end] === '}' && --depth === 0) break;
      const options = message
        .slice(i + 1, end)
        .split(',')
        .slice(2)
        .join(',');
      for (let k = 0, level = 0, from = 0; k < options.length; k++)
        if (options[k] === '{' && level++ === 0) from = k + 1;
        else if (options[k] === '}' && --level === 0) runs.push(...literalRuns(options.slice(from, k)));
      i = end;
    } else text += message[i];
  }
  runs.push(text);
  return runs.map((run) => run.trim()).filter(Boolean);
}

/**
 * English phrases of two words or more: whole messages, and the runs of text between a message's arguments
 * ("Show all {count}", "{count, plural, one {# box} other {# boxes}} in your cart"). Single words can be product
 * or place names; UI_WORD_ELEMENTS below catches single English words where only the interface speaks.
 */
const PHRASES = [...new Set(MESSAGES.flatMap(literalRuns).filter((m) => words(m) >= 2))];

/**
 * Where only the interface speaks (filter titles, form labels, buttons, table heads, status lines, section headings):
 * an element there whose text has an English word and not one letter of the page's script is English left on the
 * page, whether it came from a catalogue or from the store (the listing's filter titles came in English from the
 * backend). Mixed text is a product name inside a translated label ("कार्ट में डालें Quartz …"), which is data.
 * Units and the MRP/GST abbreviations Indian price tags print in every language are allowed; the language switch
 * names English in English.
 */
const UI_WORD_ELEMENTS = 'legend, label, button, th, [role="status"], h2';
const ALLOWED_LATIN = /^(MRP|GST|mm|ft|sq|English|OK)$/;

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

async function expectNoEnglish(page: Page, where: string, script: RegExp) {
  const text = await readable(page);
  expect(
    PHRASES.filter((p) => text.includes(p)),
    `English UI text on ${where}`,
  ).toEqual([]);
  const uiWords = await page.evaluate(
    ([selector, script]) => {
      const found: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (!el.getClientRects().length || el.closest('[data-testid="cat-vis"]') || new RegExp(script).test(el.innerText)) continue;
        for (const word of el.innerText.match(/[A-Za-z]{3,}/g) ?? []) found.push(`${el.tagName.toLowerCase()}: ${word}`);
      }
      return found;
    },
    [UI_WORD_ELEMENTS, script.source] as const,
  );
  expect(
    uiWords.filter((w) => !ALLOWED_LATIN.test(w.split(': ')[1])),
    `English words in the interface on ${where}`,
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
  expect(await drawnInBoxes(page), `Devanagari or Tamil drawn without a font for it on ${where}`).toEqual([]);
}

/**
 * Elements whose Devanagari or Tamil text Chromium drew only with fonts that lack those letters (boxes). A loaded
 * font is not enough: behind system-ui, weight-600 text kept a fallback drawn before the font arrived. Chromium
 * names the fonts each element's text was drawn with; on this machine only the page's web fonts have the letters.
 */
async function drawnInBoxes(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (/[\u0900-\u097F\u0B80-\u0BFF]/.test(n.textContent ?? '') && n.parentElement?.getClientRects().length)
        n.parentElement.setAttribute('data-e2e-script', '');
  });
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-e2e-script]' });
  const boxed: string[] = [];
  for (const nodeId of nodeIds) {
    // A node the live page replaced meanwhile (the slider turning, the search box's typing placeholder) is skipped.
    const fonts = await cdp.send('CSS.getPlatformFontsForNode', { nodeId }).then(
      (r) => r.fonts,
      () => [],
    );
    if (fonts.length && !fonts.some((f) => f.isCustomFont))
      boxed.push(
        await cdp.send('DOM.getOuterHTML', { nodeId }).then(
          (r) => r.outerHTML.slice(0, 100),
          () => 'a node replaced meanwhile',
        ),
      );
  }
  await cdp.detach();
  return boxed;
}

test('the scan knows the English phrases of every team', () => {
  expect(PHRASES).toEqual(
    expect.arrayContaining(['Sort by', 'Add to cart', 'Request a callback', 'Search tiles', 'All fields are required', 'Skip to content']),
  );
  // Runs between arguments count too: "Show all {count}" is scanned as "Show all".
  expect(PHRASES).toEqual(expect.arrayContaining(['Show all']));
});

for (const { code, script, font, sample } of LANGS) {
  test.describe(`${code}.localhost`, () => {
    const origin = `${languageOrigin(code)}`;
    test.setTimeout(120_000);

    test('home, a listing, a product page with its calculator and search speak the page language', async ({ page }) => {
      const first = await page.goto(`${origin}/`);
      const html = await first!.text();
      expect(html).toContain(`<html lang="${code}"`);
      expect(html).toContain(`<link rel="stylesheet" href="/fonts-${code}.css"/>`);
      expect(html).toMatch(/hreflang="x-default"/i);
      await slotReady(page, 'mf_catalog-HomePage');
      for (const slot of ['mf_search-SearchBox', 'mf_cart-MiniCart', 'mf_leads-CallbackButton', 'mf_leads-PopupHost'])
        await idleSlotReady(page, slot);
      await expect(page.locator('h1').first()).toHaveText(script);
      await expectNoEnglish(page, 'home', script);

      await page.goto(`${origin}/tiles/wooden-tiles`);
      await slotReady(page, 'mf_catalog-CatalogRoute');
      await idleSlotReady(page, 'mf_cart-AddToCart');
      await expectNoEnglish(page, 'the listing', script);

      await page.locator('.cat-card__link').first().click();
      const calculator = page.locator('.cat-calc');
      await expect(calculator).toBeVisible();
      await calculator.locator('input[inputmode="decimal"]').nth(0).fill('10');
      await calculator.locator('input[inputmode="decimal"]').nth(1).fill('12');
      await expect(page.getByTestId('cat-calc-boxes')).toHaveText(script);
      await expectNoEnglish(page, 'the product page', script);

      await page.goto(`${origin}/catalogsearch/result/?q=marble`);
      await slotReady(page, 'mf_search-SearchResultsPage');
      await expect(page.locator('.srch-card').first()).toBeVisible();
      await expectNoEnglish(page, 'search results', script);
      await idleSlotReady(page, 'mf_search-SearchBox');
      await page.locator('[data-slot="mf_search-SearchBox"] input[role="combobox"]').fill('mar');
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoEnglish(page, 'the search suggestions', script);
    });

    test('the mini cart, cart page, checkout and account speak the page language', async ({ page }) => {
      await page.goto(`${origin}/tiles/wooden-tiles`);
      await idleSlotReady(page, 'mf_cart-AddToCart');
      await idleSlotReady(page, 'mf_cart-MiniCart');
      await page.locator('[data-slot="mf_cart-AddToCart"] button').first().click();
      await expect(page.locator('#cart-mini-panel')).toBeVisible();
      await expectNoEnglish(page, 'the mini cart', script);

      await page.goto(`${origin}/checkout/cart`);
      await expect(page.locator('.cart-row').first()).toBeVisible();
      await expectNoEnglish(page, 'the cart page', script);
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
      await expectNoEnglish(page, 'checkout with its checks', script);

      await page.goto(`${origin}/account`);
      const signIn = page.locator('form[aria-labelledby="cart-signin-title"]');
      await expect(signIn).toBeVisible();
      await signIn.locator('button[type="submit"]').click();
      await expect(signIn.locator('.cart-field-error').first()).toBeVisible();
      await expectNoEnglish(page, 'account sign-in', script);
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
      await page.locator('[data-slot="mf_leads-CallbackButton"] a').first().click();
      const callback = page.locator('[data-leads-dialog="callback"]');
      await callback.locator('button[type="submit"]').click();
      await expect(callback.locator('.lead-field-error').first()).toBeVisible();
      await expectNoEnglish(page, 'the callback form', script);
      await page.keyboard.press('Escape');

      for (const popup of ['getInTouch', 'timePopup', 'tarrekImage', 'locationPopup'] as const) {
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
        await expectNoEnglish(page, `the ${popup} popup`, script);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }

      await page.goto(`${origin}/store-locator`);
      await slotReady(page, 'mf_leads-StoreLocatorPage');
      for (const slot of ['mf_search-SearchBox', 'mf_cart-MiniCart', 'mf_leads-PopupHost']) await idleSlotReady(page, slot);
      await page.locator('input[name="city"]').fill('Pune');
      await page.locator('form.lead-sl-search[role="search"] button[type="submit"]').click();
      await expect(page.getByTestId('showroom').first()).toBeVisible();
      await expectNoEnglish(page, 'the store locator', script);
    });

    test('at 390 px the letters are real glyphs (the Noto font loaded, no text drawn in boxes) and no page is wider than the phone', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${origin}/`);
      await slotReady(page, 'mf_catalog-HomePage');
      await idleSlotReady(page, 'mf_cart-MiniCart');
      await expectReadableOnPhone(page, font, sample, 'home');
      await page.goto(`${origin}/tiles/wooden-tiles`);
      await slotReady(page, 'mf_catalog-CatalogRoute');
      await expect(page.locator('.cat-card__link').first()).toBeVisible();
      await expectReadableOnPhone(page, font, sample, 'the listing');
      // The result count beside "Filters" and the sort is shown whole: cut to "2…" it names a wrong number.
      const count = page.locator('.cat-listing__count');
      await expect(count).toHaveText(/\d+/);
      expect(await count.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the result count is not cut').toBe(true);
      await page.locator('.cat-card__link').first().click();
      await expect(page.locator('.cat-calc')).toBeVisible();
      await expectReadableOnPhone(page, font, sample, 'the product page');
      await page.goto(`${origin}/catalogsearch/result/?q=marble`);
      await slotReady(page, 'mf_search-SearchResultsPage');
      await expect(page.locator('.srch-card').first()).toBeVisible();
      await expectReadableOnPhone(page, font, sample, 'search results');
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
      await expectNoEnglish(page, 'the room view dialog', script);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      const sku = await page.evaluate(() =>
        new URL((document.querySelector('[data-testid="cat-vis-open"]') as HTMLAnchorElement).href).searchParams.get('sku'),
      );
      await page.goto(`${origin}/visualiser?sku=${sku}&room=kitchen`);
      await expect(page.getByTestId('cat-vis-canvas')).toHaveAttribute('data-renders', /\d/, { timeout: 30_000 });
      await expect(page.locator('h1').first()).toHaveText(script);
      await expectNoEnglish(page, 'the room view page', script);
    });
  });
}
