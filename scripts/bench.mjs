// `npm run bench`: Lighthouse (mobile defaults, Debian's Chromium) on the federated store, the same code as one
// ordinary webpack bundle, and a static no-JS floor page. Prints medians per page and the federated/single ratios.
// First the "usable" table (scripts/bench/usable.mjs): phone conditions, the controls a shopper reaches for.
// Options: --runs N (default 5), --usable-only (skip Lighthouse), --lighthouse-only (skip the usable, room view and
// load-and-fault parts), --tasks search,addToCart,menu (usable tasks to run), --pages home,product (Lighthouse pages to
// run; the floor page runs with home).
// Results also go to .bench/results.json and .bench/results.md.
// Ends with the wishlist-write attack (scripts/bench/wishlist-attack.mjs, 3 runs; alone: npm run bench:wishlist; only it:
// --wishlist-only) and the load-and-fault bench (scripts/bench/load-and-fault.mjs, 3 runs; alone: npm run bench:fault).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ports, REMOTES } from './ports.mjs';
import { captureFloorPage } from './bench/floor-page.mjs';
import { summarise, formatTable } from './bench/report.mjs';
import { benchVisualiser, formatVisualiser } from './bench/visualiser.mjs';
import { benchUsable, formatUsable } from './bench/usable.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const USABLE_ONLY = process.argv.includes('--usable-only');
const LIGHTHOUSE_ONLY = process.argv.includes('--lighthouse-only');
const tasksArg = process.argv.indexOf('--tasks');
const USABLE_TASKS = tasksArg > 0 ? process.argv[tasksArg + 1].split(',') : undefined;
const pagesArg = process.argv.indexOf('--pages');
const PAGES = pagesArg > 0 ? process.argv[pagesArg + 1].split(',') : undefined;
const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const SINGLE_PORT = ports.shell + 50;
const FLOOR_PORT = ports.shell + 51;
/** Remotes that load once the page has settled; whether a run caught them depends on when Lighthouse stopped. */
const LATER_REMOTES = ['mf-cart', 'mf-leads', 'mf-search'];

mkdirSync(path.join(root, '.bench'), { recursive: true });

/** The wishlist-write attack (its own backend, port and store): other shoppers' search latency under it, 3 runs. */
const benchWishlist = () =>
  spawnSync(process.execPath, ['scripts/bench/wishlist-attack.mjs', '--runs', '3'], { cwd: root, stdio: 'inherit' });
if (process.argv.includes('--wishlist-only')) process.exit(benchWishlist().status ?? 1);

function must(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

console.log('bench: building the federated store and the single-bundle baseline');
must(process.execPath, ['scripts/build-all.mjs', '--if-stale']);
must(process.execPath, ['node_modules/webpack-cli/bin/cli.js', '-c', 'bench/single-bundle/webpack.config.cjs']);

const children = [
  spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, stdio: 'ignore' }),
  // The single bundle is served like the shell (same server render, API on its own origin) but without federation
  // preload hints: it would fetch remote chunks it never uses.
  spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'shell/server/main.ts',
      '--workers',
      '1',
      '--dir',
      '../.bench/single',
      '--port',
      String(SINGLE_PORT),
      '--api-origin',
      `http://localhost:${ports.backend}`,
      // The catalogue's images are the federated store's (the backend's public URL): without this the baseline's
      // CSP refused every product image, and it measured a page with no images (LCP on text, no image bytes).
      '--media-origins',
      `http://localhost:${ports.shell}`,
    ],
    { cwd: root, stdio: 'ignore', env: { ...process.env, TILES_NO_PRELOAD: '1' } },
  ),
];
const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', stopAll);

try {
  const fed = `http://localhost:${ports.shell}`;
  const single = `http://localhost:${SINGLE_PORT}`;
  await Promise.all([waitFor(`${fed}/remotes.json`), waitFor(`http://localhost:${ports.backend}/health`), waitFor(`${single}/`)]);
  const product = await (
    await fetch(`http://localhost:${ports.backend}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: '{ products(filter: { category_url_path: { eq: "tiles/wooden-tiles" } }, pageSize: 1) { items { url_key } } }',
      }),
    })
  ).json();
  const pages = {
    home: '/',
    listing: '/tiles/wooden-tiles',
    product: `/${product.data.products.items[0].url_key}`,
    search: '/catalogsearch/result/?q=marble',
  };

  // The floor page first: the usable table measures its tasks against its LCP, under the same conditions.
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  children.push({ kill: () => chrome.kill() });
  await captureFloorPage(chrome.port, `${fed}/`, path.join(root, '.bench/floor'));
  children.push(
    spawn(
      process.execPath,
      ['--import', 'tsx', 'shell/server/main.ts', '--workers', '1', '--dir', '../.bench/floor', '--port', String(FLOOR_PORT)],
      { cwd: root, stdio: 'ignore' },
    ),
  );
  const floor = `http://localhost:${FLOOR_PORT}/floor.html`;
  await waitFor(floor);

  let usableTable = '';
  if (!LIGHTHOUSE_ONLY) {
    const usable = await benchUsable({ federated: fed, single }, RUNS, chromePath, USABLE_TASKS, floor);
    console.log();
    usableTable = formatUsable(usable);
    writeFileSync(path.join(root, '.bench/usable.json'), JSON.stringify(usable, null, 2));
    writeFileSync(path.join(root, '.bench/usable.md'), usableTable);
    console.log(usableTable);
  }
  if (USABLE_ONLY) process.exit(0);

  const singleOwners = JSON.parse(readFileSync(path.join(root, '.bench/single/chunk-owners.json'), 'utf8'));
  const manifests = Object.fromEntries(
    ['shell', ...Object.values(REMOTES)].map((ws) => [
      ports[ws],
      { name: ws, manifest: JSON.parse(readFileSync(path.join(root, ws, 'dist/mf-manifest.json'), 'utf8')) },
    ]),
  );
  const raw = [];
  const targets = [
    ...Object.entries(pages).flatMap(([page, p]) => [
      { variant: 'federated', page, url: fed + p },
      { variant: 'single', page, url: single + p },
    ]),
    { variant: 'floor', page: 'home', url: `http://localhost:${FLOOR_PORT}/floor.html` },
  ].filter((t) => !PAGES || PAGES.includes(t.page));
  const run = (url) => lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  for (const target of targets) await run(target.url); // warm-up: caches, JIT
  // Round by round, each page federated then single: this machine's speed drifts over minutes, and a round's two
  // runs share its drift (their ratio is the comparable figure; report.mjs pairs them by round).
  for (let round = 0; round < RUNS; round++)
    for (const target of targets) {
      const { lhr } = await run(target.url);
      raw.push({ ...target, round, lhr: pickMetrics(lhr, manifests, singleOwners) });
      process.stdout.write('.');
    }
  console.log();
  const summary = summarise(raw);
  writeFileSync(path.join(root, '.bench/results.json'), JSON.stringify({ runs: RUNS, pages, summary, raw }, null, 2));
  const visualiser = LIGHTHOUSE_ONLY ? '' : formatVisualiser(await benchVisualiser(fed));
  const table = `${usableTable}\n${formatTable(summary, RUNS)}\n${visualiser}`;
  writeFileSync(path.join(root, '.bench/results.md'), table);
  console.log(table);
} finally {
  stopAll();
  if (!LIGHTHOUSE_ONLY) benchWishlist();
  // Then the load-and-fault bench (issue 17): its own backend, port and store; exits 1 if an order or lead was lost.
  const fault = LIGHTHOUSE_ONLY
    ? { status: 0 }
    : spawnSync(process.execPath, ['scripts/bench/load-and-fault.mjs', '--runs', '3'], { cwd: root, stdio: 'inherit' });
  setTimeout(() => process.exit(fault.status ?? 1), 300);
}

/** The few figures the table needs from one Lighthouse result. */
function pickMetrics(lhr, manifests, singleOwners) {
  const audit = (id) => lhr.audits[id];
  const observed = audit('metrics')?.details?.items?.[0] ?? {};
  const lcpAt = observed.observedLargestContentfulPaint ?? Infinity;
  const requests = audit('network-requests')?.details?.items ?? [];
  const jsBy = {};
  for (const r of requests.filter((r) => r.resourceType === 'Script')) {
    const url = new URL(r.url);
    const owner = manifests[Number(url.port)];
    const file = url.pathname.slice(1);
    const isShared = owner?.manifest.shared?.some((s) => s.assets.js.sync.includes(file) || s.assets.js.async.includes(file));
    const key = !owner ? `single: ${singleOwners[file] ?? 'other'}` : isShared ? 'shared deps' : owner.name;
    jsBy[key] = (jsBy[key] ?? 0) + (r.transferSize ?? 0);
  }
  const laterRemotesLoaded = Object.keys(jsBy).some((k) => LATER_REMOTES.includes(k.replace(/^single: /, '')));
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    jsBy,
    laterRemotesLoaded,
    requestsBeforeLcp: requests.filter((r) => (r.networkRequestTime ?? Infinity) < lcpAt).length,
  };
}
