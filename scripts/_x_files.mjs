import { chromium } from 'playwright-core';
const url = process.argv[2] ?? 'http://localhost:3000/';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
const rows = [];
page.on('requestfinished', async (req) => {
  if (!['script'].includes(req.resourceType())) return;
  const s = await req.sizes();
  rows.push([req.url().replace(/^http:\/\/localhost:/, ''), s.responseBodySize, Date.now()]);
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
let total = 0;
for (const [u, n] of rows) { total += n; console.log((n/1024).toFixed(1).padStart(7), u); }
console.log('total', (total/1024).toFixed(1));
await b.close();
