import type { Page, Route } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { needsServerRenderOf } from '../../support/remoteStore';
import { SHELL_URL, remoteOrigin } from '../../support/ports';

// Types into the search box the server drew: a candidate search (E2E_REMOTE) is drawn by the browser only.
needsServerRenderOf('mf-search');

/**
 * A shopper who keeps typing while the app hydrates the server's search box must not lose a key. The box is hydrated
 * once the shell's code, the header's (the box is nested in it) and the search team's are all here; each case holds
 * back one of them, lets the shopper start typing into the server's box, then lets the code through while the typing
 * goes on, key by key, until the box is hydrated (watched in the page, not timed) and a few keys after it. Every key
 * typed must be in the box.
 */
const TEXT = 'wood effect porcelain for the bathroom floor ';
const KEYS_AFTER = 6;
/** The shopper types on (the text again) until the step is done; on a busy machine the code may take a while. */
const MAX_KEYS = 400;

const hydrated = () => !!document.querySelector('[data-slot="mf_search-SearchBox"][data-slot-state="ready"]');
const steps = [
  { name: "the shell's code", hold: `${SHELL_URL}/**/*.js`, done: hydrated },
  { name: "the header's code", hold: `${remoteOrigin('mf-header')}/**`, done: hydrated },
  { name: "the search team's code", hold: `${remoteOrigin('mf-search')}/**`, done: hydrated },
];

/** Holds every request matching `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const step of steps) {
  test(`keys typed while the search box is hydrated (${step.name} last) are all kept`, async ({ page }) => {
    // A phone's CPU: the hydration's render and effects take long enough for keys to land in between.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const release = await holdBack(page, step.hold);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('combobox', { name: 'Search tiles' });
    await box.click();
    let typed = '';
    let after = 0;
    for (let i = 0; i < MAX_KEYS && after < KEYS_AFTER; i += 1) {
      const key = TEXT[i % TEXT.length];
      await page.keyboard.type(key);
      typed += key;
      if (typed.length === 3) release();
      if (typed.length > 3 && (after > 0 || (await page.evaluate(step.done)))) after += 1;
    }
    expect(after, `the box was hydrated while the shopper typed`).toBe(KEYS_AFTER);
    await expect(page.getByRole('combobox', { name: 'Search tiles' })).toHaveValue(typed);
    await expect(page.getByRole('combobox', { name: 'Search tiles' })).toBeFocused();
  });
}
