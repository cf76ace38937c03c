/**
 * Backend bench at several catalogue sizes (a script, not a test): listing with facets, filtered listing (price
 * range), product by URL, text search, autosuggest and visual search over real HTTP, p50/p95, memory, and start-up
 * with a warm store.
 * Run: npx tsx backend/src/bench/catalogueBench.ts 360 10000 50000 200000   (README "Catalogue size")
 *
 * Each size runs in a fresh process twice: the first seeds the store (untimed), the second is measured. Visual
 * features of 10,000+ tiles would take ~30 ms each to render here, so above 360 the feature cache is filled with the
 * 360 rendered tiles' feature vectors repeated (marked in the output): the search then scans a full-size catalogue.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKEND_NODE_FLAGS, backendEnv } from '../../../scripts/backendProcess.mjs';

const WORK = path.join(tmpdir(), 'tiles-catalogue-bench');
const VISUAL_MAX = 200_000;
const here = fileURLToPath(import.meta.url);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

interface Result {
  size: number;
  startupMs: number;
  verifiedMs: number;
  listeningMs: number;
  rssMb: number;
  heapMb: number;
  arrayBuffersMb: number;
  syntheticFeatures: boolean;
  ops: Record<string, { p50: number; p95: number; n: number } | undefined>;
}

function envFor(size: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    TILES_DB: path.join(WORK, `store-${size}.sqlite`),
    TILES_CATALOGUE_SIZE: String(size),
    TILES_SEARCH_WARM: '0',
    TILES_VISUAL_CACHE: path.join(WORK, `features-${size}.sqlite`),
    TILES_MEDIA_CACHE: path.join(WORK, 'media'),
  };
}

/** Above 360 tiles: the 360 rendered feature vectors, repeated over the catalogue, keyed by each tile's own SVG hash. */
async function fillFeatureCache(size: number): Promise<boolean> {
  const file = envFor(size).TILES_VISUAL_CACHE as string;
  if (size <= 360 || size > VISUAL_MAX || existsSync(file)) return size > 360;
  const { default: Database } = await import('better-sqlite3');
  const seeds = new Database(envFor(360).TILES_VISUAL_CACHE as string, { readonly: true })
    .prepare('SELECT vector FROM features ORDER BY sku')
    .pluck()
    .all() as Buffer[];
  const { generateProducts } = await import('../seed/products');
  const { tileSvg } = await import('../media/tileImage');
  const { createHash } = await import('node:crypto');
  const store = new Database(file);
  store.exec('CREATE TABLE IF NOT EXISTS features (sku TEXT PRIMARY KEY, hash TEXT NOT NULL, vector BLOB NOT NULL)');
  const put = store.prepare('INSERT OR REPLACE INTO features (sku, hash, vector) VALUES (?, ?, ?)');
  store.transaction(() =>
    generateProducts(size).forEach((p, i) => put.run(p.sku, createHash('sha1').update(tileSvg(p)).digest('hex'), seeds[i % seeds.length])),
  )();
  store.close();
  return true;
}

async function child(size: number, measure: boolean): Promise<void> {
  const { startTestBackend } = await import('../testing/testServer');
  const backend = await startTestBackend();
  const listeningMs = performance.now();
  const { allCategories, productsByIds } = await import('../catalog/repository');
  const { catalogueIndex } = await import('../catalog/catalogueIndex');
  const { productIndex } = await import('../search/productIndex');
  const { suggestKeywords } = await import('../search/keywordIndex');
  const { productFeatures, featuresVerified } = await import('../search/visual/productFeatures');
  catalogueIndex();
  productIndex();
  suggestKeywords('warm', 1);
  if (size <= VISUAL_MAX) await productFeatures();
  // Ready to answer all six at full speed: from process start (node's own clock origin).
  const startupMs = performance.now();
  // Stored visual features are checked against the tiles' images in the background; measured after that settles.
  if (size <= VISUAL_MAX) await featuresVerified();
  const verifiedMs = performance.now();
  if (!measure) {
    await backend.close();
    return;
  }

  // The same tiles as picked from the whole catalogue before it moved into the store: every 7,919th, wrapping.
  const products = productsByIds(Array.from({ length: 100 }, (_, i) => 1 + ((i * 7919) % size)));
  const categories = allCategories()
    .filter((c) => c.urlPath.startsWith('tiles'))
    .map((c) => c.urlPath);
  const time = async (n: number, run: (i: number) => Promise<Response>) => {
    const xs: number[] = [];
    for (let i = 0; i < n; i++) {
      const started = performance.now();
      const res = await run(i);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      await res.arrayBuffer();
      xs.push(performance.now() - started);
    }
    return { p50: +pct(xs, 50).toFixed(1), p95: +pct(xs, 95).toFixed(1), n };
  };
  const gql = (query: string, variables: Record<string, unknown>) =>
    fetch(`${backend.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  const LISTING =
    'query ($path: String!) { products(filter: { category_url_path: { eq: $path } }, pageSize: 24, sort: { popularity: ASC }) { total_count items { sku name url_key price_per_box } aggregations { attribute_code options { label value count } } } }';
  const FILTERED =
    'query ($path: String!, $from: String, $to: String) { products(filter: { category_url_path: { eq: $path }, price: { from: $from, to: $to } }, pageSize: 24, sort: { price: ASC }) { total_count items { sku name url_key price_per_box } aggregations { attribute_code options { label value count } } } }';
  const ROUTE = 'query ($url: String!) { route(url: $url) { ... on SimpleProduct { sku name price_per_box } } }';
  const SEARCH =
    'query ($q: String!) { products(search: $q, pageSize: 24) { total_count items { sku name } aggregations { attribute_code options { value count } } } }';
  const words = [
    'white marble',
    'wooden floor',
    'bathroom wall',
    'glossy vitrified',
    'grey',
    'kitchen',
    'marbel',
    'carrara',
    'anti skid',
    'मार्बल',
  ];
  const prefixes = ['m', 'ma', 'mar', 'wo', 'woo', 'wh', 'gra', 'ba', 'kit', 'vit', 'marbel', 'मा', 'மா'];
  // Warm every path once, so the figures are steady-state (the first call compiles code paths).
  await gql(LISTING, { path: 'tiles' });
  const { renderTileImage } = await import('../media/tileImage');
  const photos = await Promise.all(productsByIds([1, 2, 3, 4, 5]).map((p) => renderTileImage(p, 800, 'png')));
  const ops = {
    'listing with facets': await time(100, (i) => gql(LISTING, { path: categories[(i * 7) % categories.length] })),
    'filtered listing': await time(100, (i) =>
      gql(FILTERED, { path: categories[(i * 7) % categories.length], from: String(40 + (i % 5) * 20), to: String(90 + (i % 4) * 30) }),
    ),
    'product by URL': await time(100, (i) => gql(ROUTE, { url: products[i % products.length].urlKey })),
    'text search': await time(100, (i) => gql(SEARCH, { q: words[i % words.length] })),
    autosuggest: await time(200, (i) =>
      fetch(
        `${backend.url}/search/autosuggest?q=${encodeURIComponent(prefixes[i % prefixes.length])}&keywordSuggestions.count=6&topQueries.count=4&popularProducts.count=6&promotedSuggestion.count=2`,
      ),
    ),
    ...(size <= VISUAL_MAX && {
      'visual search': await time(30, (i) =>
        fetch(`${backend.url}/rest/visual-search`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ image: photos[i % photos.length].toString('base64') }),
        }),
      ),
    }),
  };
  const mem = process.memoryUsage();
  const result: Result = {
    size,
    startupMs: Math.round(startupMs),
    verifiedMs: Math.round(verifiedMs),
    listeningMs: Math.round(listeningMs),
    rssMb: Math.round(mem.rss / 1048576),
    heapMb: Math.round(mem.heapUsed / 1048576),
    arrayBuffersMb: Math.round(mem.arrayBuffers / 1048576),
    syntheticFeatures: size > 360,
    ops,
  };
  console.log(`RESULT ${JSON.stringify(result)}`);
  await backend.close();
}

async function main(): Promise<void> {
  const [flag, sizeArg] = process.argv.slice(2);
  if (flag === '--child' || flag === '--prepare') return child(Number(sizeArg), flag === '--child');
  mkdirSync(WORK, { recursive: true });
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .sort((a, b) => a - b);
  if (!sizes.includes(360)) sizes.unshift(360);
  const results: Result[] = [];
  for (const size of sizes) {
    const run = (mode: string) =>
      spawnSync(process.execPath, [...BACKEND_NODE_FLAGS, ...process.execArgv, here, mode, String(size)], {
        env: backendEnv(envFor(size)),
        encoding: 'utf8',
        maxBuffer: 1 << 26,
      });
    await fillFeatureCache(size);
    const prepared = run('--prepare');
    if (prepared.status !== 0) throw new Error(prepared.stderr);
    const measured = run('--child');
    const line = measured.stdout.split('\n').find((l) => l.startsWith('RESULT '));
    if (!line) throw new Error(measured.stderr || measured.stdout);
    results.push(JSON.parse(line.slice(7)) as Result);
    console.error(line);
  }
  const names = Object.keys(results[0].ops);
  const cell = (r: Result, n: string) => (r.ops[n] ? `${r.ops[n].p50} / ${r.ops[n].p95} ms` : 'not measured');
  console.log(`| products | ready, warm store (listening; images checked) | RSS | ${names.map((n) => `${n} p50 / p95`).join(' | ')} |`);
  console.log(`|---|---|---|${names.map(() => '---').join('|')}|`);
  for (const r of results) {
    console.log(
      `| ${r.size.toLocaleString('en')}${r.syntheticFeatures ? '*' : ''} | ${(r.startupMs / 1000).toFixed(1)} s (${(r.listeningMs / 1000).toFixed(1)} s; ${(r.verifiedMs / 1000).toFixed(1)} s) | ${r.rssMb} MB | ${names.map((n) => cell(r, n)).join(' | ')} |`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
