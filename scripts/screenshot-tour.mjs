// The store as a shopper sees it, page by page: screenshots of home, a listing, a product page with its calculator,
// search results, the mini cart, cart, checkout, account sign-in, the callback and lead forms, every popup and the
// store locator, in English, Hindi and Tamil, at 1280 and 390 px, and with scripts off (pages only: dialogs need
// scripts). Beside each PNG it reports what a reviewer would look for: page wider than the screen, text clipped by
// its box, English text on a Hindi or Tamil page, a script font that did not load, page errors.
//   node scripts/screenshot-tour.mjs [--out DIR] [--langs en,hi,ta] [--widths 1280,390] [--js on,off] [--only home,cart]
// Runs against a started store (npm start; TILES_PORT_SHELL is honoured). Writes DIR/report.json too.
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ports } from './ports.mjs';

const { values: opts } = parseArgs({
  options: {
    out: { type: 'string', default: '/tmp/tour' },
    langs: { type: 'string', default: 'en,hi,ta' },
    widths: { type: 'string', default: '1280,390' },
    js: { type: 'string', default: 'on,off' },
    only: { type: 'string', default: '' },
  },
});
const list = (s) => s.split(',').filter(Boolean);
const FONTS = { hi: 'Noto Sans Devanagari', ta: 'Noto Sans Tamil' };

const ready = (page, slot) =>
  page.locator(`[data-slot="${slot}"][data-slot-state="ready"]`).first().waitFor({ state: 'attached', timeout: 30_000 });
const publishPopup = (page, popup) =>
  page.evaluate((name) => {
    globalThis[Symbol.for('tiles.event-bus')].publish('leads:popup-requested', { popup: name, source: 'tour' });
  }, popup);

async function addToCart(page) {
  await page.goto('/tiles/wooden-tiles');
  await ready(page, 'mf_cart-AddToCart');
  await ready(page, 'mf_cart-MiniCart');
  await page.locator('[data-slot="mf_cart-AddToCart"] button').first().click();
  await page.locator('#cart-mini-panel').waitFor();
}

async function popup(page, name) {
  await page.goto('/tiles/wooden-tiles');
  await ready(page, 'mf_leads-PopupHost');
  await publishPopup(page, name);
  const dialog = page.locator(`[data-leads-dialog="${name}"]`);
  await dialog.waitFor();
  const submit = dialog.locator('button[type="submit"]');
  if (await submit.count()) await submit.click();
}

/** name → how to get there; `js: false` shots are the page as the server sent it. */
const SHOTS = [
  { name: 'home', go: (p) => p.goto('/') },
  { name: 'listing', go: (p) => p.goto('/tiles/wooden-tiles') },
  {
    name: 'product',
    go: async (p, js) => {
      await p.goto('/tiles/wooden-tiles');
      await p.goto(await p.locator('.cat-card__link').first().getAttribute('href'));
      if (!js) return;
      await ready(p, 'mf_catalog-CatalogRoute');
      const inputs = p.locator('.cat-calc input[inputmode="decimal"]');
      await inputs.nth(0).fill('10');
      await inputs.nth(1).fill('12');
      await p.locator('.cat-calc').scrollIntoViewIfNeeded();
    },
  },
  { name: 'search', go: (p) => p.goto('/catalogsearch/result/?q=marble') },
  {
    name: 'suggestions',
    noScript: false,
    go: async (p) => {
      await p.goto('/catalogsearch/result/?q=marble');
      await ready(p, 'mf_search-SearchBox');
      await p.locator('[data-slot="mf_search-SearchBox"] input[role="combobox"]').fill('mar');
      await p.getByRole('listbox').waitFor();
    },
  },
  { name: 'minicart', noScript: false, go: addToCart },
  {
    name: 'cart',
    go: async (p, js) => {
      if (js) await addToCart(p);
      await p.goto('/checkout/cart');
      if (js) await p.locator('.cart-row').first().waitFor();
    },
  },
  {
    name: 'checkout',
    go: async (p, js) => {
      if (js) await addToCart(p);
      await p.goto('/checkout');
      if (!js) return;
      const form = p.locator('form[aria-labelledby="cart-ship-title"]');
      await form.locator('button[type="submit"]').click();
      await form.locator('.cart-field-error').first().waitFor();
    },
  },
  {
    name: 'account',
    go: async (p, js) => {
      await p.goto('/account');
      if (!js) return;
      const form = p.locator('form[aria-labelledby="cart-signin-title"]');
      await form.locator('button[type="submit"]').click();
      await form.locator('.cart-field-error').first().waitFor();
    },
  },
  {
    name: 'callback',
    noScript: false,
    go: async (p) => {
      await p.goto('/tiles/wooden-tiles');
      await ready(p, 'mf_leads-CallbackButton');
      await ready(p, 'mf_leads-PopupHost');
      await p.locator('[data-slot="mf_leads-CallbackButton"] a').first().click();
      const dialog = p.locator('[data-leads-dialog="callback"]');
      await dialog.locator('button[type="submit"]').click();
      await dialog.locator('.lead-field-error').first().waitFor();
    },
  },
  ...['getInTouch', 'timePopup', 'tarrekImage', 'locationPopup'].map((name) => ({
    name: `popup-${name}`,
    noScript: false,
    go: (p) => popup(p, name),
  })),
  {
    name: 'store-locator',
    go: async (p, js) => {
      await p.goto('/store-locator');
      if (js) await ready(p, 'mf_leads-StoreLocatorPage');
      await p.locator('input[name="city"]').fill('Pune');
      await Promise.all([
        js ? Promise.resolve() : p.waitForURL(/city=/),
        p.locator('form.lead-sl-search button[type="submit"]').first().click(),
      ]);
      await p.getByTestId('showroom').first().waitFor();
    },
  },
];

/** What a reviewer looks for, measured in the page. */
function inspect(page, lang) {
  return page.evaluate(
    async ({ lang, font }) => {
      const visible = (el) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
      };
      const describe = (el) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
      const clipped = [];
      for (const el of document.querySelectorAll('body *')) {
        if (!visible(el) || el.closest('svg, canvas, [aria-hidden="true"]')) continue;
        const s = getComputedStyle(el);
        const hides = (o) => o === 'hidden' || o === 'clip';
        const text = el.innerText?.trim() ?? '';
        if (!text) continue;
        if ((hides(s.overflowX) && el.scrollWidth > el.clientWidth + 1) || (hides(s.overflowY) && el.scrollHeight > el.clientHeight + 1))
          if (s.textOverflow !== 'ellipsis' && !el.matches('.sr-only, [class*="visually-hidden"]'))
            clipped.push(
              `${describe(el)} "${text.slice(0, 40)}" (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`,
            );
      }
      const wide = [];
      for (const el of document.querySelectorAll('body *')) {
        if (!visible(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.right > window.innerWidth + 1 && !el.closest('[class*="slider"], [aria-hidden="true"]'))
          wide.push(`${describe(el)} right=${Math.round(r.right)}`);
      }
      const latin = [];
      if (lang !== 'en') {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const t = n.textContent.trim();
          if (/[A-Za-z]{3,}/.test(t) && n.parentElement && visible(n.parentElement) && !n.parentElement.closest('script, style'))
            latin.push(`${describe(n.parentElement)}: ${t.slice(0, 60)}`);
        }
        for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
          for (const a of ['aria-label', 'placeholder', 'title', 'alt']) {
            const v = el.getAttribute(a);
            if (v && /[A-Za-z]{3,}/.test(v) && visible(el)) latin.push(`${describe(el)}[${a}]: ${v.slice(0, 60)}`);
          }
      }
      await document.fonts.ready;
      return {
        pageWider: document.documentElement.scrollWidth > window.innerWidth ? document.documentElement.scrollWidth : null,
        wide: [...new Set(wide)].slice(0, 15),
        clipped: clipped.slice(0, 15),
        latin: [...new Set(latin)],
        fontLoaded: font ? [...document.fonts].some((f) => f.family.replace(/["']/g, '') === font && f.status === 'loaded') : null,
      };
    },
    { lang, font: FONTS[lang] },
  );
}

/**
 * Text in Devanagari or Tamil drawn only with fonts that lack those letters (boxes): Chromium names the fonts each
 * element's text was drawn with; on this machine only the page's web fonts have the letters.
 */
async function boxes(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const count = await page.evaluate(() => {
    let i = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (/[\u0900-\u097F\u0B80-\u0BFF]/.test(n.textContent) && n.parentElement?.getClientRects().length)
        n.parentElement.setAttribute('data-tour-script', String(i++));
    return i;
  });
  const found = [];
  if (count) {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-tour-script]' });
    for (const nodeId of nodeIds) {
      // A node the live page replaced meanwhile (the slider turning) is skipped.
      const fonts = await cdp.send('CSS.getPlatformFontsForNode', { nodeId }).then(
        (r) => r.fonts,
        () => [],
      );
      if (fonts.length && !fonts.some((f) => f.isCustomFont)) {
        const outerHTML = await cdp.send('DOM.getOuterHTML', { nodeId }).then(
          (r) => r.outerHTML,
          () => '',
        );
        found.push(outerHTML.replace(/ data-tour-script="\d+"/, '').slice(0, 120));
      }
    }
  }
  await cdp.detach();
  return found;
}

const outDir = opts.out;
mkdirSync(outDir, { recursive: true });
const executablePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking'] });
const report = {};
const only = list(opts.only);
for (const js of list(opts.js).map((v) => v === 'on'))
  for (const lang of list(opts.langs))
    for (const width of list(opts.widths).map(Number)) {
      const host = lang === 'en' ? 'localhost' : `${lang}.localhost`;
      for (const shot of SHOTS) {
        if (only.length && !only.includes(shot.name)) continue;
        if (!js && shot.noScript === false) continue;
        const id = `${shot.name}-${lang}-${width}${js ? '' : '-nojs'}`;
        const context = await browser.newContext({
          baseURL: `http://${host}:${ports.shell}`,
          viewport: { width, height: width < 600 ? 844 : 900 },
          javaScriptEnabled: js,
        });
        // As in e2e: today's timed popups count as shown, so they do not cover the page being looked at.
        await context.addInitScript(() => {
          const d = new Date();
          const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
          localStorage.setItem('tiles:popup-day', JSON.stringify({ day, start: Date.now() - 600_000, fired: 4 }));
        });
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
        try {
          await shot.go(page, js);
          await page.waitForLoadState('networkidle');
          const found = { ...(await inspect(page, lang)), boxes: await boxes(page) };
          await page.screenshot({ path: path.join(outDir, `${id}.png`) });
          report[id] = { ...found, errors };
        } catch (err) {
          report[id] = { failed: String(err.message).split('\n')[0], errors };
          await page.screenshot({ path: path.join(outDir, `${id}.png`) }).catch(() => undefined);
        }
        const r = report[id];
        const notes = [
          r.failed && `FAILED ${r.failed}`,
          r.pageWider && `page ${r.pageWider}px wide`,
          r.clipped?.length && `${r.clipped.length} clipped`,
          r.latin?.length && `${r.latin.length} latin`,
          r.fontLoaded === false && 'font NOT loaded',
          r.boxes?.length && `${r.boxes.length} drawn in boxes`,
          r.errors.length && `${r.errors.length} errors`,
        ].filter(Boolean);
        console.log(`${id}: ${notes.join(', ') || 'ok'}`);
        writeFileSync(path.join(outDir, 'report.json'), JSON.stringify(report, null, 2));
        await context.close();
      }
    }
writeFileSync(path.join(outDir, 'report.json'), JSON.stringify(report, null, 2));
await browser.close();
