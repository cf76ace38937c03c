import type { Page, Route } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { remoteOrigin, SHELL_URL } from '../../support/ports';

/**
 * A shopper who keeps typing while the app takes over the server's search box must not lose a key. The box is
 * taken over three times: by the shell's first render, by the live header (the box is nested in it) and by the
 * search team's live box. Each case holds back the code of that step, lets the shopper start typing into the
 * server's box, then lets the code through while the typing goes on, key by key, until that step is on screen
 * (watched in the page, not timed) and a few keys after it. Every key typed must be in the box.
 */
const TEXT = 'wood effect porcelain for the bathroom floor ';
const KEYS_AFTER = 6;
/** The shopper types on (the text again) until the step is done; on a busy machine the code may take a while. */
const MAX_KEYS = 400;

const steps = [
  { name: "the shell's first render", hold: `${SHELL_URL}/**/*.js`, done: () => !document.querySelector('[data-ssr]') },
  {
    name: 'the live header',
    hold: `${remoteOrigin('mf-header')}/**`,
    done: () => !!document.querySelector('[data-slot="mf_header-Header"][data-slot-state="ready"]'),
  },
  {
    name: "the search team's live box",
    hold: `${remoteOrigin('mf-search')}/**`,
    done: () => !!document.querySelector('[data-slot="mf_search-SearchBox"][data-slot-state="ready"]'),
  },
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
  test(`keys typed while ${step.name} takes over the search box are all kept`, async ({ page }) => {
    // A phone's CPU: the takeover's render and effects take long enough for keys to land in between.
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
    expect(after, `${step.name} happened while the shopper typed`).toBe(KEYS_AFTER);
    await expect(page.getByRole('combobox', { name: 'Search tiles' })).toHaveValue(typed);
    await expect(page.getByRole('combobox', { name: 'Search tiles' })).toBeFocused();
  });
}
