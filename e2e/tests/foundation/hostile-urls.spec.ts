import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, slotReady, test } from '../../support/fixtures';
import { SHELL_URL, ports, storeHost, storeOrigin } from '../../support/ports';
import { needsLocalStore } from '../../support/remoteStore';
import { rawRequest } from '../../support/rawRequest';
import { ROOT, startServer, stopServer } from '../../support/processes';

/**
 * What a shopper (or anyone) can put in a URL reaches the server's page as data, never as part of its template:
 * `$'`, `$&` and `` $` `` (what String.replace reads as "splice here") and an escaped `?` in the query answer the
 * same page as the plain URL, on every language's host. And a Hindi or Tamil page whose cart the server could not
 * render (its server bundle missing) is taken over by the browser with no hydration mismatch (the fixture fails
 * the test on one).
 */
const LANGUAGE_HOSTS = { en: 'localhost', hi: 'hi.localhost', ta: 'ta.localhost' } as const;
const PAGE = '/tiles/floor-tiles';
/** Each special pattern raw and percent-escaped, and an escaped `?` inside a value. */
const HOSTILE_QUERY = "a=$'&b=$&c=$`&d=%24%27&e=%24%26&f=%24%60&g=x%3Fy%3Dz&h=$'$&$`";

/** A raw request to `host` on `port`, the target exactly as written (fetch would normalise it). */
const raw = (target: string, host: string, origin = SHELL_URL) =>
  rawRequest(target, { Host: origin === SHELL_URL ? storeHost(host) : `${host}:${new URL(origin).port}` }, origin);

/** An attribute's text as the browser reads it (React escapes `&`, `'`, `"`, `<` and `>`). */
const unescape = (value: string) =>
  value.replace(/&(?:#x27|quot|lt|gt|amp);/g, (e) => ({ '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' })[e]!);

/** The page's alternate-language links: language → the URL it names. */
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="?alternate"? hreflang="?([\w-]+)"? href="([^"]*)"/gi)].map(([, lang, href]) => [lang, unescape(href)]),
  );

for (const [language, host] of Object.entries(LANGUAGE_HOSTS)) {
  test(`${language}: $' $& $\` and %3F in a URL's query answer the same page, the query kept as data`, async () => {
    const plain = await raw(PAGE, host);
    const hostile = await raw(`${PAGE}?${HOSTILE_QUERY}`, host);
    expect(hostile.status).toBe(200);
    // The same page: longer only where the query rides (the alternates, the language links, each form's return, the
    // listing's refine form keeping what it does not set), never by another template's worth (~170 KB).
    expect(Math.abs(hostile.body.length - plain.body.length)).toBeLessThan(6_000);
    for (const once of ['<html', '<main', '</main>', '</body>', '<head>']) expect(hostile.body.split(once), once).toHaveLength(2);
    expect(hostile.body).toMatch(new RegExp(`<html lang="?${language}"?[ >]`));
    // Every alternate names this page with this very query, read back as the same fields.
    const links = alternates(hostile.body);
    expect(Object.keys(links).sort()).toEqual(['en', 'hi', 'ta', 'x-default']);
    const asked = [...new URLSearchParams(HOSTILE_QUERY)];
    for (const [lang, href] of Object.entries(links)) {
      const url = new URL(href);
      expect(url.pathname, lang).toBe(PAGE);
      expect([...url.searchParams], lang).toEqual(asked);
      expect(href, lang).not.toMatch(/[<>"\s]/);
    }
  });
}

test('a Hindi and a Tamil page seen in the browser with that query: the same listing, hydrated without a mismatch', async ({ page }) => {
  for (const host of [LANGUAGE_HOSTS.hi, LANGUAGE_HOSTS.ta]) {
    const origin = storeOrigin(host);
    await page.goto(`${origin}${PAGE}`);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.goto(`${origin}${PAGE}?${HOSTILE_QUERY}`);
    await slotReady(page, 'mf_catalog-CatalogRoute');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    // The browser escapes some of it in its address bar: the fields are the same.
    expect([...new URL(page.url()).searchParams]).toEqual([...new URLSearchParams(HOSTILE_QUERY)]);
  }
});

test.describe('a cart the server could not render', () => {
  needsLocalStore('processes');
  // Its own shell, whose cart is served from a copy of its build without the server bundle.
  const shellPort = ports.shell + 88;
  const cartPort = ports.shell + 89;
  const build = path.join(ROOT, `test-results/mf-cart-browser-only-${cartPort}`);
  let shell: Awaited<ReturnType<typeof startServer>> | null = null;
  let cart: Awaited<ReturnType<typeof startServer>> | null = null;

  test.beforeAll(async () => {
    rmSync(build, { recursive: true, force: true });
    cpSync(path.join(ROOT, 'mf-cart/dist'), build, { recursive: true });
    rmSync(path.join(build, 'server'), { recursive: true, force: true });
    cart = await startServer(
      ['--import', 'tsx', 'scripts/serve-static.ts', 'mf-cart', '--port', String(cartPort), '--dir', build],
      `http://localhost:${cartPort}/mf-manifest.json`,
    );
    const config = await (await fetch(`${SHELL_URL}/remotes.json`)).json();
    config.remotes.mf_cart = `http://localhost:${cartPort}/mf-manifest.json`;
    // This shell's own host and its language subdomains.
    config.settings.baseDomain = `localhost:${shellPort}`;
    mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
    const remotesFile = path.join(ROOT, `test-results/remotes-cart-browser-only-${shellPort}.json`);
    writeFileSync(remotesFile, JSON.stringify(config));
    // The e2e store's budgets: a first render on a busy test machine must not be left to the browser.
    shell = await startServer(
      ['--import', 'tsx', 'shell/server/main.ts', '--workers', '1', '--port', String(shellPort), '--remotes-file', remotesFile],
      `http://localhost:${shellPort}/`,
      { TILES_SSR_RENDER_MS: '5000', TILES_SSR_LOAD_MS: '20000' },
    );
  });
  test.afterAll(async () => {
    if (shell) await stopServer(shell);
    if (cart) await stopServer(cart);
    rmSync(build, { recursive: true, force: true });
  });

  for (const host of [LANGUAGE_HOSTS.hi, LANGUAGE_HOSTS.ta]) {
    test(`${host}: the cart's slots fall back on the server and the browser takes them over with no mismatch`, async ({ page }) => {
      test.setTimeout(60_000);
      const origin = `http://${host}:${shellPort}`;
      const html = (await raw(PAGE, host, `http://localhost:${shellPort}`)).body;
      // The server rendered the page but not the cart: its slots are left to the browser.
      expect(html).toContain('data-ssr="mf_catalog/CatalogRoute"');
      expect(html).not.toContain('data-ssr="mf_cart/');
      await page.goto(`${origin}${PAGE}`);
      await slotReady(page, 'mf_catalog-CatalogRoute');
      await slotReady(page, 'mf_cart-MiniCart');
      await expect(page.locator('main [data-slot="mf_cart-AddToCart"][data-slot-state="ready"]').first()).toBeVisible();
      // The live cart speaks the page's language.
      const cartLink = page.locator('[data-slot="mf_cart-MiniCart"] a').first();
      await expect(cartLink).toHaveAttribute('href', '/checkout/cart');
      expect(await cartLink.textContent()).not.toMatch(/\bCart\b|View cart/);
    });
  }
});
