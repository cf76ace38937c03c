// The floor: the federated home page's rendered markup with its CSS inlined (minified, as the store's own CSS is)
// and every script removed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { transform } from 'esbuild';

export async function captureFloorPage(cdpPort, url, outDir) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const captured = await page.evaluate(async () => {
    const css = [];
    for (const sheet of [...document.styleSheets]) {
      try {
        css.push([...sheet.cssRules].map((r) => r.cssText).join('\n'));
      } catch {
        /* cross-origin sheet without CORS */
      }
    }
    const body = document.body.cloneNode(true);
    body.querySelectorAll('script').forEach((s) => s.remove());
    return { title: document.title, css: css.join('\n'), body: body.outerHTML };
  });
  await page.close();
  const { code: css } = await transform(captured.css, { loader: 'css', minify: true });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${captured.title}</title><style>${css}</style></head>${captured.body}</html>`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'floor.html'), html);
  return html.length;
}
