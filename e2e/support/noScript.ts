import type { Browser, Page } from '@playwright/test';
import { seriousA11yViolations } from './fixtures';

/**
 * axe runs as a script, which a page with scripts off does not run: the page as the shopper has it (its HTML, its
 * <noscript> content shown, without its scripts) is audited in a page of its own that runs only axe.
 */
export async function noScriptViolations(page: Page, browser: Browser, include: string) {
  const html = (await page.content()).replace(/<script\b[^]*?<\/script>/gi, '').replace(/<\/?noscript>/gi, '');
  const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    const audit = await context.newPage();
    await audit.route(page.url(), (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
    await audit.goto(page.url());
    return await seriousA11yViolations(audit, include);
  } finally {
    await context.close();
  }
}
