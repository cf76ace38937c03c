import { expect, slotReady, test } from '../../support/fixtures';
import { GRAPHQL_URL } from '../../support/ports';

test(
  'the home page is composed from all five remotes and the backend answers GraphQL',
  { tag: ['@mf-header', '@mf-cart', '@mf-leads', '@mf-search', '@mf-catalog'] },
  async ({ page, request, pageErrors }) => {
    await page.goto('/');
    for (const slot of ['mf_header-Header', 'mf_search-SearchBox', 'mf_cart-MiniCart', 'mf_leads-CallbackButton', 'mf_catalog-HomePage']) {
      await slotReady(page, slot);
    }
    const res = await request.post(GRAPHQL_URL, { data: { query: '{ storeConfig { store_code base_currency_code } }' } });
    expect((await res.json()).data.storeConfig.base_currency_code).toBe('INR');
    expect(pageErrors).toEqual([]);
  },
);

test('react, react-dom, the router and the shared package are loaded exactly once; rxjs only with the search box', async ({ page }) => {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      scripts.push(
        r.text().then(
          (body) => ({ url: r.url(), body }),
          () => ({ url: r.url(), body: '' }),
        ),
      );
  });
  await page.goto('/');
  await slotReady(page, 'mf_catalog-HomePage');
  await slotReady(page, 'mf_search-SearchBox');
  const loaded = await page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>;
    const fed = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Share> } }).__FEDERATION__;
    const counts: Record<string, number> = {};
    for (const pkg of ['react', 'react-dom', '@tiles/shared']) {
      const versions = new Set<string>();
      for (const host of Object.values(fed.__SHARE__)) {
        for (const [version, entry] of Object.entries(host.default?.[pkg] ?? {})) if (entry.loaded || entry.lib) versions.add(version);
      }
      counts[pkg] = versions.size;
    }
    return counts;
  });
  expect(loaded).toEqual({ react: 1, 'react-dom': 1, '@tiles/shared': 1 });
  // The router travels inside the shared package: exactly one script in the page carries it.
  const bodies = await Promise.all(scripts);
  expect(bodies.filter((s) => s.body.includes('__reactRouterVersion')).length).toBe(1);
  // RxJS is the search box's own (its suggestions' pipeline), fetched at its first use or when the page is idle: once
  // the box has shown suggestions, exactly one script carries it, and it is the search remote's, not the shell's.
  const box = page.locator('[data-slot="mf_search-SearchBox"]').getByRole('combobox');
  await box.fill('wood');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible();
  const withRx = (await Promise.all(scripts)).filter((s) => s.body.includes('object unsubscribed'));
  expect(withRx).toHaveLength(1);
  expect(new URL(withRx[0]!.url).origin).not.toBe(new URL(page.url()).origin);
});

test('the shell inlines its runtime config and preloads the first-paint remotes', async ({ page }) => {
  const configRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/remotes.json')) configRequests.push(r.url());
  });
  await page.goto('/tiles/wooden-tiles');
  await slotReady(page, 'mf_header-Header');
  expect(await page.evaluate(() => typeof (window as unknown as { __TILES_REMOTES__?: unknown }).__TILES_REMOTES__)).toBe('object');
  expect(configRequests).toEqual([]);
  const preloads = await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  expect(preloads.some((href) => href.includes('remoteEntry.js'))).toBe(true);
});

test('in-app navigation from one remote page to another mounts the new remote (no full reload)', async ({ page }) => {
  await page.goto('/');
  await slotReady(page, 'mf_catalog-HomePage');
  await page.evaluate(() => {
    (window as unknown as { __noReload?: boolean }).__noReload = true;
  });
  await page
    .getByRole('banner')
    .getByRole('link', { name: /store locator/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/store-locator$/);
  await slotReady(page, 'mf_leads-StoreLocatorPage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
