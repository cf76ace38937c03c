// The room view's figures for `npm run bench`: the JS it loads when opened from a product page (nothing before the
// click), and how long each change takes to re-render under 4× CPU slowdown (the canvas's `visualiser:render`
// measure: draw until the picture is there). Alone: `node scripts/bench/visualiser.mjs` against a running store.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { ports } from '../ports.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const ROUNDS = 5;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Sums the compressed bodies of the catalogue's scripts the page loads from now on (the remotes are other origins,
 * so resource timing has no sizes). Only the catalogue's: the cart, leads and search remotes also arrive once the
 * product page settles, whether or not the room view is opened.
 */
function countScripts(page) {
  const responses = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (Number(url.port) === ports['mf-catalog'] && /\.js$/.test(url.pathname)) responses.push(r);
  });
  return async () =>
    (await Promise.all(responses.map(async (r) => (await r.request().sizes()).responseBodySize))).reduce((a, b) => a + b, 0);
}

export async function benchVisualiser(baseUrl = `http://localhost:${ports.shell}`) {
  const answer = await (
    await fetch(`http://localhost:${ports.backend}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ products(filter: { tile_size: { eq: "200x1200-tiles" } }, pageSize: 1) { items { url_key } } }' }),
    })
  ).json();
  const urlKey = answer.data.products.items[0].url_key;
  const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/${urlKey}`, { waitUntil: 'networkidle' });
    // Live, the link opens the dialog (before that it is the server's plain link to /visualiser).
    await page.locator('[data-slot="mf_catalog-CatalogRoute"][data-slot-state="ready"]').waitFor();
    const opened = countScripts(page);
    await page.getByRole('link', { name: 'See it in your room' }).click();
    const canvas = page.getByTestId('cat-vis-canvas');
    await canvas.and(page.locator('[aria-label*="laid with"][data-renders]')).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const viewBytes = await opened();
    const renderer = await canvas.getAttribute('data-renderer');

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const view = page.getByTestId('cat-vis');
    const changes = {
      grout: async (i) => {
        await view.getByTestId('cat-vis-grout').focus();
        await page.keyboard.press(i % 2 ? 'ArrowLeft' : 'ArrowRight');
      },
      'grout colour': (i) => view.getByRole('radio', { name: i % 2 ? 'Black' : 'White' }).check(),
      pattern: (i) => view.getByTestId('cat-vis-pattern').selectOption(['herringbone', 'brick', 'straight'][i % 3]),
      rotation: (i) => view.getByTestId('cat-vis-rotation').selectOption(String([45, 90, 0][i % 3])),
      scene: (i) => view.getByTestId('cat-vis-room').selectOption(['kitchen', 'bathroom-floor', 'parking', 'living-room'][i % 4]),
    };
    const times = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, change] of Object.entries(changes)) {
        const renders = Number(await canvas.getAttribute('data-renders'));
        await change(round);
        await page.waitForFunction(
          (n) =>
            Number(document.querySelector('[data-testid=cat-vis-canvas]')?.dataset.renders) > n &&
            document.querySelector('[data-testid=cat-vis-canvas]')?.getAttribute('aria-label')?.includes('laid with'),
          renders,
          { timeout: 30_000 },
        );
        (times[name] ??= []).push(Number(await canvas.getAttribute('data-render-ms')));
      }
    }
    return { renderer, viewBytes, rounds: ROUNDS, times };
  } finally {
    await browser.close();
  }
}

export function formatVisualiser({ renderer, viewBytes, rounds, times }) {
  const rows = Object.entries(times).map(([name, ms]) => `| ${name} | ${median(ms).toFixed(1)} | ${Math.max(...ms).toFixed(1)} |`);
  return [
    `Room view ("See it in your room"), opened from a product page: ${(viewBytes / 1024).toFixed(1)} KB of the catalogue's JS (compressed) loaded on opening, ${renderer} renderer; re-render per change at 4× CPU slowdown, ${rounds} changes each:`,
    '',
    '| change | median ms | max ms |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchVisualiser();
  const text = formatVisualiser(result);
  mkdirSync(path.join(root, '.bench'), { recursive: true });
  writeFileSync(path.join(root, '.bench/visualiser.json'), JSON.stringify(result, null, 2));
  console.log(text);
}
