import type { Route } from '@playwright/test';
import { expect, seriousA11yViolations, test } from '../../support/fixtures';
import { SearchPage } from '../../pages/search';

const unbxd = (products: unknown[]) =>
  JSON.stringify({ searchMetaData: { status: 0 }, response: { numberOfProducts: products.length, products } });
const queryOf = (url: string) => new URL(url).searchParams.get('q');

test('typing "mar" shows keyword suggestions and marble products, side by side', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.type('mar');
  await expect(search.box).toHaveAttribute('aria-expanded', 'true');
  await expect(
    search.listbox
      .getByRole('group', { name: 'Suggestions' })
      .getByRole('option', { name: /marble/i })
      .first(),
  ).toBeVisible();
  const products = search.listbox.getByRole('group', { name: 'Products' }).getByRole('option');
  await expect(products.first()).toBeVisible();
  await expect(products.first()).toContainText('/sq.ft');
  expect(await products.count()).toBeLessThanOrEqual(6);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('arrow keys move through the suggestions and Enter picks one', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.type('mar');
  await expect(search.options.first()).toBeVisible();
  await search.box.press('ArrowDown');
  await search.box.press('ArrowDown');
  const second = search.options.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(search.box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await search.box.press('ArrowUp');
  await expect(search.options.first()).toHaveAttribute('aria-selected', 'true');
  const picked = (await search.options.first().locator('.srch-option-text').textContent())!;
  await search.box.press('Enter');
  await search.expectResultsFor(picked);
  await search.box.press('Escape');
});

test('a slow answer for "ma" arriving after "mar" is never shown, and "ma" is really cancelled', async ({ page }) => {
  let releaseMa!: () => void;
  const maHeld = new Promise<void>((r) => (releaseMa = r));
  let maRoute: Route | null = null;
  let maAnswered!: () => void;
  const maAnswerSent = new Promise<void>((r) => (maAnswered = r));
  // Record which autosuggest requests the page really aborted (through their AbortSignal), and how many of the
  // page's autosuggest fetches are still open: neither failed nor read to the end of their JSON body.
  await page.addInitScript(() => {
    const w = window as unknown as { __aborted: string[]; __open: number; fetch: typeof fetch };
    const original = w.fetch.bind(window);
    w.__aborted = [];
    w.__open = 0;
    w.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const answer = original(input, init);
      if (!url.includes('/autosuggest')) return answer;
      init?.signal?.addEventListener('abort', () => w.__aborted.push(new URL(url).searchParams.get('q') ?? ''));
      w.__open += 1;
      const closed = () => (w.__open -= 1);
      return answer.then(
        (res) => {
          const json = res.json.bind(res);
          res.json = () => json().finally(closed);
          return res;
        },
        (error: unknown) => {
          closed();
          throw error;
        },
      );
    };
  });
  await page.route('**/search/autosuggest?*', async (route) => {
    if (queryOf(route.request().url()) !== 'ma') return route.continue();
    maRoute = route;
    await maHeld;
    await route
      .fulfill({ contentType: 'application/json', body: unbxd([{ doctype: 'KEYWORD_SUGGESTION', autosuggest: 'LATE ANSWER FOR MA' }]) })
      .catch(() => undefined);
    maAnswered();
  });
  const search = new SearchPage(page);
  await search.open();
  await search.box.click();
  const maRequest = page.waitForRequest((r) => queryOf(r.url()) === 'ma');
  await search.box.pressSequentially('ma');
  await maRequest;
  await search.box.press('r');
  await expect(search.option(/marble/i).first()).toBeVisible();
  expect(maRoute).not.toBeNull();
  releaseMa();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __aborted: string[] }).__aborted)).toContain('ma');
  // The late answer has reached the browser (or was refused there, its request cancelled), and every autosuggest
  // fetch of the page has ended: whatever its code did with an answer, it has done.
  await maAnswerSent;
  await expect.poll(() => page.evaluate(() => (window as unknown as { __open: number }).__open)).toBe(0);
  await expect(page.getByText('LATE ANSWER FOR MA')).toHaveCount(0);
  await expect(search.option(/marble/i).first()).toBeVisible();
});

test('blank text is never submitted', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.box.fill('    ');
  await search.box.press('Enter');
  await page.locator('[data-slot="mf_search-SearchBox"]').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a failing, malformed or hostile answer never blocks typing and never renders markup or javascript: links', async ({ page }) => {
  await page.route('**/search/autosuggest?*', async (route) => {
    const q = queryOf(route.request().url());
    if (q === 'x') return route.fulfill({ status: 500, body: 'oops' });
    if (q === 'xy') return route.fulfill({ contentType: 'application/json', body: '<html>not json' });
    return route.fulfill({
      contentType: 'application/json',
      body: unbxd([
        { doctype: 'KEYWORD_SUGGESTION', autosuggest: '<img src=x id=pwned onerror="window.__pwned=1">bold' },
        { doctype: 'POPULAR_PRODUCTS', title: 'Evil tile', productUrl: 'javascript:window.__pwned=2', price: 10 },
        { doctype: 'POPULAR_PRODUCTS', title: '<b>Safe</b> tile', productUrl: '/safe-tile', imageUrl: 'javascript:alert(1)', price: 10 },
      ]),
    });
  });
  const search = new SearchPage(page);
  await search.open();
  await search.type('x');
  await expect(page.getByText('Suggestions are unavailable right now')).toBeVisible();
  await search.box.press('y');
  await expect(page.getByText('Suggestions are unavailable right now')).toBeVisible();
  await search.box.press('z');
  await expect(search.option('bold')).toBeVisible();
  await expect(search.box).toHaveValue('xyz');
  await expect(search.option('Safe tile')).toBeVisible();
  await expect(search.option(/Evil/)).toHaveCount(0);
  await expect(page.locator('#pwned')).toHaveCount(0);
  await expect(
    page.locator('[data-boundary="mf-search"] [href^="javascript:"], [data-boundary="mf-search"] img[src^="javascript:"]'),
  ).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('focusing the empty box shows trending searches', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.box.click();
  await expect(search.listbox.getByRole('group', { name: 'Trending searches' })).toBeVisible();
  await expect(search.options.first()).toBeVisible();
});

test('the placeholder animates until focused and is static with reduced motion', async ({ page, browser }) => {
  await page.clock.install();
  const search = new SearchPage(page);
  await search.open();
  const seen = new Set<string | null>();
  // One character per 100 ms tick, and a finished phrase holds for 1.2 s: 4 s always include typing, whatever
  // the phase the box mounted in (2 s starting at a hold showed only 7 frames).
  for (let i = 0; i < 40; i++) {
    await page.clock.runFor(100);
    seen.add(await search.box.getAttribute('placeholder'));
  }
  expect(seen.size).toBeGreaterThan(12);
  await search.box.focus();
  await expect(search.box).toHaveAttribute('placeholder', 'Search tiles');
  const reduced = await browser.newPage({ reducedMotion: 'reduce' });
  await reduced.clock.install();
  const calm = new SearchPage(reduced);
  await calm.open();
  // The same 4 s that showed more than 12 frames above show one placeholder here.
  const still = new Set<string | null>();
  for (let i = 0; i < 40; i++) {
    await reduced.clock.runFor(100);
    still.add(await calm.box.getAttribute('placeholder'));
  }
  expect([...still]).toEqual(['Search tiles']);
  await reduced.close();
});
