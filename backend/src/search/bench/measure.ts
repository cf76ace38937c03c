/**
 * Search backend figures (a script, not a test): index build, autosuggest latency over HTTP and visual
 * search time, on the real backend with a fresh in-memory store and no feature cache.
 * Run: npx tsx backend/src/search/bench/measure.ts
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

process.env.TILES_DB = ':memory:';
process.env.TILES_SEARCH_WARM = '0';
process.env.TILES_VISUAL_CACHE = path.join(mkdtempSync(path.join(tmpdir(), 'tiles-visual-')), 'features.json');

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms (n=${xs.length})`;

async function main(): Promise<void> {
  const { startTestBackend } = await import('../../testing/testServer');
  const backend = await startTestBackend();
  const { eachProduct } = await import('../../catalog/repository');
  const allProducts = () => [...eachProduct()];
  const productIndexModule = await import('../productIndex');
  const { suggestKeywords } = await import('../keywordIndex');
  allProducts();
  productIndexModule.productIndex();
  const kwStart = performance.now();
  suggestKeywords('warm', 1);
  console.log(
    `product index: ${allProducts().length} products in ${productIndexModule.lastBuild.ms.toFixed(1)} ms; keyword index (phrases + index): ${(performance.now() - kwStart).toFixed(1)} ms`,
  );

  // 200 scripted autosuggest queries: prefixes of real words in three languages, typos, empties.
  const words = [
    'marble',
    'wooden',
    'white',
    'granite',
    'bathroom',
    'kitchen',
    'vitrified',
    'glossy',
    'marbel',
    'wodden',
    'मार्बल',
    'वुडन',
    'மார்பிள்',
    'floor',
    'carrara',
  ];
  const queries: string[] = [];
  for (let i = 0; queries.length < 200; i++) {
    const w = words[i % words.length];
    queries.push(w.slice(0, 1 + (i % w.length)));
  }
  const latencies: number[] = [];
  for (const q of queries) {
    const started = performance.now();
    const res = await fetch(
      `${backend.url}/search/autosuggest?q=${encodeURIComponent(q)}&keywordSuggestions.count=6&topQueries.count=4&popularProducts.count=6&promotedSuggestion.count=2`,
    );
    await res.json();
    latencies.push(performance.now() - started);
  }
  console.log(`autosuggest over HTTP: ${fmt(latencies)}`);

  const { renderTileImage } = await import('../../media/tileImage');
  const { productFeatures, stats } = await import('../visual/productFeatures');
  await productFeatures();
  console.log(`visual features of ${allProducts().length} product images (rendered, no cache): ${stats.buildMs.toFixed(0)} ms`);
  const post = async (image: Buffer) => {
    const started = performance.now();
    const res = await fetch(`${backend.url}/rest/visual-search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ image: image.toString('base64') }),
    });
    const body = (await res.json()) as { items: { sku: string }[] };
    return { ms: performance.now() - started, top: body.items[0].sku };
  };
  const sample = allProducts().filter((_, i) => i % 12 === 0);
  for (const format of ['png', 'jpeg', 'tiff'] as const) {
    const times: number[] = [];
    let first = 0;
    for (const p of sample) {
      const png = await renderTileImage(p, 800, 'png');
      const r = await post(format === 'png' ? png : await sharp(png)[format]().toBuffer());
      times.push(r.ms);
      if (r.top === p.sku) first++;
    }
    console.log(`visual search, 800 px ${format.toUpperCase()}: ${fmt(times)}; own product first ${first}/${sample.length}`);
  }
  // A phone-sized photo (4000×3000 JPEG of a noisy tile, several MB) is the realistic worst case.
  const tile = await sharp(await renderTileImage(sample[0], 800, 'png'))
    .resize(4000, 3000)
    .toBuffer();
  const noise = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  const photo = await sharp(tile)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toBuffer();
  const big: number[] = [];
  for (let i = 0; i < 5; i++) big.push((await post(photo)).ms);
  console.log(`visual search, 4000x3000 JPEG (${(photo.length / 1e6).toFixed(1)} MB): ${fmt(big)}`);
  await backend.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
