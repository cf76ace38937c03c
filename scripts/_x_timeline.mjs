import { chromium } from 'playwright-core';
import { emulatePhone } from './bench/usable.mjs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let run = 0; run < 3; run++) {
  const context = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await emulatePhone(await context.newCDPSession(page));
  await page.addInitScript(() => {
    window.__t = [];
    const t0 = performance.timeOrigin;
    const mark = (what) => window.__t.push([Math.round(performance.now()), what]);
    document.addEventListener('input', (e) => mark('input ' + e.target.value), true);
    document.addEventListener('pointerdown', () => mark('pointerdown'), true);
    new PerformanceObserver((l) => l.getEntries().forEach((e) => mark(e.name + ' ' + Math.round(e.startTime)))).observe({ type: 'paint', buffered: true });
    new MutationObserver(() => {
      if (document.getElementById('srch-early') && !window.__shown) { window.__shown = 1; mark('early list'); }
      if (document.querySelector('[data-slot="mf_search-SearchBox"][data-slot-state="ready"]') && !window.__ready) { window.__ready = 1; mark('box live'); }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto('http://localhost:3000/', { waitUntil: 'commit' });
  const box = page.locator('[data-slot="mf_search-SearchBox"]').getByRole('combobox');
  await box.click();
  await box.pressSequentially('wood', { delay: 80 });
  await page.waitForFunction(() => window.__shown || document.querySelector('[data-slot="mf_search-SearchBox"] [role=option]'), null, { timeout: 30000 });
  await page.waitForTimeout(100);
  const t = await page.evaluate(() => window.__t);
  const res = await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.includes('autosuggest')).map((r) => [Math.round(r.startTime), Math.round(r.responseEnd), new URL(r.name).searchParams.get('q')]));
  console.log(JSON.stringify(t), JSON.stringify(res));
  await context.close();
}
await b.close();
