// Autosuggest benchmark (a script, not a test): node scripts/bench-autosuggest.mjs [count=200]
// Against the running store (npm start; honours TILES_PORT_*), in Chromium: types scripted queries into the
// header search box like a shopper and measures, per query, the time from the moment the query leaves the
// debounce (user-timing mark `srch:autosuggest:debounced`) to the moment its answer is in the DOM
// (`srch:autosuggest:rendered`). Also counts autosuggest requests in flight at once (in the page, by fetch and
// its abort signal, and on the wire by Playwright's network events). Prints p50/p95/max and the in-flight maximum.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { ports } from './ports.mjs';

const COUNT = Number(process.argv[2] ?? 200);
const BASE = `http://localhost:${ports.shell}`;
const VOCAB = [
  'mar',
  'marble',
  'wood',
  'wooden',
  'wooden floor',
  'bath',
  'bathroom tiles',
  'kitchen',
  'kitch',
  'grey',
  'white marble',
  'beige',
  'vitri',
  'vitrified',
  'glossy',
  'matte',
  '600x1200',
  '2x2',
  'carrara',
  'calacatta',
  'teak',
  'oak',
  'walnut',
  'slate',
  'onyx',
  'statuario',
  'anti skid',
  'parking',
  'mosaic',
  'cement',
  'granite',
  'stone',
  'floor',
  'wall',
  'marbel',
  'wodden',
  'kitchn',
  'bathrom',
  'livng room',
  'bedroom',
  'elevation',
  'pgvt',
  'gvt',
  'double charge',
  'porcelain',
  'ceramic',
  'blue',
  'green',
  'terracotta',
  'पत्थर',
  'लकड़ी',
  'மரம்',
  'ivory',
  'cream',
  'black',
  'sahara',
  'konark',
  'hampi',
  'nilgiri',
  'sundar',
];
// 200 queries, no two in a row the same (an unchanged query is rightly not re-requested).
const queries = Array.from({ length: COUNT }, (_, i) => VOCAB[(i * 7) % VOCAB.length]);

const executablePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });

await page.addInitScript(() => {
  const w = window;
  const original = w.fetch.bind(w);
  w.__inflight = 0;
  w.__maxInflight = 0;
  w.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/autosuggest')) return original(input, init);
    w.__inflight += 1;
    w.__maxInflight = Math.max(w.__maxInflight, w.__inflight);
    let settled = false;
    const end = () => {
      if (!settled) {
        settled = true;
        w.__inflight -= 1;
      }
    };
    init?.signal?.addEventListener('abort', end);
    // In flight until the body is read (the app reads it right away) or the request is aborted.
    return original(input, init).then(
      (res) => {
        res.clone().text().then(end, end);
        return res;
      },
      (err) => {
        end();
        throw err;
      },
    );
  };
});

let wire = 0;
let maxWire = 0;
const isSuggest = (r) => r.url().includes('/autosuggest');
page.on('request', (r) => {
  if (isSuggest(r)) maxWire = Math.max(maxWire, ++wire);
});
page.on('requestfinished', (r) => {
  if (isSuggest(r)) wire--;
});
page.on('requestfailed', (r) => {
  if (isSuggest(r)) wire--;
});

await page.goto(BASE + '/', { waitUntil: 'networkidle' });
const box = page.locator('[data-slot="mf_search-SearchBox"]').getByRole('combobox', { name: 'Search tiles' });
await box.waitFor();
await box.click();

const durations = [];
let missed = 0;
for (const q of queries) {
  await page.evaluate(() => performance.clearMarks());
  await box.fill('');
  await box.pressSequentially(q, { delay: 15 });
  const expected = q.trim().replace(/\s+/g, ' ');
  try {
    const ms = await page.waitForFunction(
      (query) => {
        const last = (name) =>
          performance
            .getEntriesByName(name)
            .filter((m) => m.detail?.query === query)
            .pop();
        const d = last('srch:autosuggest:debounced');
        const r = last('srch:autosuggest:rendered');
        return d && r && r.startTime >= d.startTime ? r.startTime - d.startTime : false;
      },
      expected,
      { timeout: 5000, polling: 'raf' },
    );
    durations.push(await ms.jsonValue());
  } catch {
    missed += 1;
  }
}
const maxInPage = await page.evaluate(() => window.__maxInflight);
await browser.close();

const sorted = [...durations].sort((a, b) => a - b);
const pct = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const f = (n) => `${n.toFixed(1)} ms`;
console.log(
  `autosuggest benchmark: ${queries.length} queries against ${BASE}, ${durations.length} measured, ${missed} without a rendered answer`,
);
console.log(
  `debounce end → suggestions rendered: p50 ${f(pct(50))}, p95 ${f(pct(95))}, max ${f(sorted.at(-1))}, mean ${f(sorted.reduce((a, b) => a + b, 0) / sorted.length)}`,
);
console.log(`autosuggest requests in flight at once: max ${maxInPage} (page fetch), ${maxWire} (network)`);
const ok = pct(95) <= 150 && maxInPage <= 1 && missed === 0;
console.log(
  ok ? 'target met: p95 ≤ 150 ms, at most one request in flight' : 'target NOT met (p95 ≤ 150 ms, ≤ 1 in flight, every query answered)',
);
process.exitCode = ok ? 0 : 1;
