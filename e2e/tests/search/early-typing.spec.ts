import { expect, test } from '../../support/fixtures';
import { remoteOrigin } from '../../support/ports';
import { needsServerRenderOf } from '../../support/remoteStore';

// Types into the search box the server drew: a candidate search (E2E_REMOTE) is drawn by the browser only.
needsServerRenderOf('mf-search');

test('typing into the server-rendered search box before its code arrives keeps the text and shows suggestions', async ({ page }) => {
  // The search team's code is held until the shopper has typed, so "before its code arrives" is certain, not a race.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.origin === remoteOrigin('mf-search') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('combobox', { name: 'Search tiles' });
  await expect(page.locator('[data-slot="mf_search-SearchBox"]')).toHaveAttribute('data-slot-state', 'server');
  await box.fill('wood');
  release();
  await expect(page.locator('[data-slot="mf_search-SearchBox"]')).toHaveAttribute('data-slot-state', 'ready');
  await expect(box).toHaveValue('wood');
  // The box's own list (not the page's early one, which goes as this one shows).
  await expect(
    page.locator('[data-slot="mf_search-SearchBox"]').getByRole('listbox').getByRole('option', { name: /wood/i }).first(),
  ).toBeVisible();
});
