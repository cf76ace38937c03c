import type { Page } from '@playwright/test';

/**
 * Holds back the JS files `which` matches until the returned function is called: "before the code arrives" is then
 * certain, not a race.
 */
export async function holdScripts(page: Page, which: (url: URL) => boolean): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => which(url) && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined); // a page that moved on no longer wants it
    },
  );
  return release;
}
