import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { CartPages } from '../../pages/cart';
import { OVERRIDE_SECRET, overrideCookie } from '../../support/candidateRemote';
import { ports } from '../../support/ports';
import { startServer, stopServer } from '../../support/processes';
import { needsLocalStore } from '../../support/remoteStore';

// A tester's candidate mf-cart (here: the cart team's build served from an origin of its own, as a staging host would)
// in place of the one the store runs, for the tester's browser only, by a signed and short-lived override.
const CANDIDATE_PORT = ports.shell + 88;
const CANDIDATE_ORIGIN = `http://localhost:${CANDIDATE_PORT}`;
const MANIFEST = `${CANDIDATE_ORIGIN}/mf-manifest.json`;

test.describe('a candidate remote for one tester’s browser', () => {
  needsLocalStore('processes');
  let candidate: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    candidate = await startServer(['--import', 'tsx', 'scripts/serve-static.ts', 'mf-cart', '--port', String(CANDIDATE_PORT)], MANIFEST);
  });
  test.afterAll(async () => stopServer(candidate));

  /** Where the page loaded the cart team's code from. */
  const cartCodeOrigins = (page: Page) => {
    const origins = new Set<string>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if ([CANDIDATE_ORIGIN, `http://localhost:${ports['mf-cart']}`].includes(url.origin) && url.pathname.endsWith('.js'))
        origins.add(url.origin);
    });
    return origins;
  };

  test('a signed override runs the cart flow on the candidate: added, counted, in the cart; the page is not stored', async ({
    page,
    context,
  }) => {
    await context.addCookies([overrideCookie('mf_cart', MANIFEST)]);
    const origins = cartCodeOrigins(page);
    const cart = new CartPages(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/tiles/wooden-tiles'));
    await cart.addFromListing('/tiles/wooden-tiles');
    expect((await answer).headers()['cache-control']).toBe('no-store');
    await cart.expectCount(1);
    expect([...origins]).toEqual([CANDIDATE_ORIGIN]);
  });

  for (const [why, cookie] of [
    ['unsigned', () => ({ ...overrideCookie('mf_cart', MANIFEST), value: 'eyJyZW1vdGUiOiJtZl9jYXJ0In0' })],
    ['signed with another secret', () => overrideCookie('mf_cart', MANIFEST, `${OVERRIDE_SECRET}-not`)],
    ['expired', () => overrideCookie('mf_cart', MANIFEST, OVERRIDE_SECRET, -60)],
  ] as const)
    test(`an override that is ${why} changes nothing: the store's own cart code`, async ({ page, context }) => {
      await context.addCookies([cookie()]);
      const origins = cartCodeOrigins(page);
      const cart = new CartPages(page);
      await cart.addFromListing('/tiles/wooden-tiles');
      await cart.expectCount(1);
      expect([...origins]).toEqual([`http://localhost:${ports['mf-cart']}`]);
    });
});
