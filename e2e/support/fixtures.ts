import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CANDIDATE, overrideCookie } from './candidateRemote';

/**
 * Every test collects uncaught page errors and fails if the page threw, or if React could not hydrate a part of the
 * server's page as it was drawn.
 * `quietPopups` (on by default) marks today's timed popups as already shown, so a flow that runs past 30 s on
 * a slow machine is not interrupted by the get-in-touch popup; the leads specs turn it off to test the popups.
 */
/** Marks today's timed popups as shown in `target` (a page, or a context a test opens itself: a second device). */
export async function quietTimedPopups(target: { addInitScript: Page['addInitScript'] }): Promise<void> {
  await target.addInitScript(() => {
    if (localStorage.getItem('tiles:popup-day')) return;
    const d = new Date();
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    localStorage.setItem('tiles:popup-day', JSON.stringify({ day, start: Date.now() - 10 * 60 * 1000, fired: 4 }));
  });
}

export const test = base.extend<{ pageErrors: string[]; cspViolations: string[]; hydrationMismatches: string[]; quietPopups: boolean }>({
  quietPopups: [true, { option: true }],
  // A tester's candidate remote (E2E_REMOTE): every test's browser loads it in place of the pinned one, by a signed cookie.
  context: async ({ context }, use) => {
    if (CANDIDATE) await context.addCookies([overrideCookie(CANDIDATE.remote, CANDIDATE.manifest)]);
    await use(context);
  },
  page: async ({ page, quietPopups }, use) => {
    if (quietPopups) await quietTimedPopups(page);
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // The server's first view is hydrated in place: a part React could not adopt as the server drew it (the shell says
  // so on the console, from React's onRecoverableError) is a bug in that page, whatever the flow was testing.
  hydrationMismatches: [
    async ({ page }, use) => {
      const mismatches: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && m.text().includes('[shell] hydration mismatch')) mismatches.push(`${page.url()}: ${m.text()}`);
      });
      await use(mismatches);
      expect(mismatches, 'React hydration mismatches').toEqual([]);
    },
    { auto: true },
  ],
  // Every flow runs under the shell's enforcing CSP: anything it blocked (a script, a style, a fetch) fails the test.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__tilesCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          // Code a test runs itself (page.evaluate: axe adds its own <style> while it audits) has no source file.
          if (e.sourceFile)
            (window as unknown as { __tilesCspViolation: (t: string) => void }).__tilesCspViolation(
              `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
            );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe with WCAG 2.2 AA tags; returns only serious and critical violations. */
export async function seriousA11yViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** Waits until a slot's remote has rendered (data-slot-state="ready"); a busy machine may take well past the default 8 s. */
export async function slotReady(page: Page, slot: string) {
  await expect(page.locator(`[data-slot="${slot}"]`).first()).toHaveAttribute('data-slot-state', 'ready', { timeout: 20_000 });
}

/**
 * Scrolls to every slot still showing the server's HTML, one frame each, as a shopper scrolling down the page: parts
 * placed `in-view` (a listing's "Add to cart", the footer's sign-up) hydrate then; all of them are live after it.
 */
export async function scrollThroughServerSlots(page: Page) {
  await page.evaluate(async () => {
    for (const el of document.querySelectorAll('[data-slot-state="server"]')) {
      el.scrollIntoView({ block: 'center' });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
  });
  await expect(page.locator('[data-slot-state="server"]')).toHaveCount(0, { timeout: 30_000 });
}
