// Sitemap bench: /robots.txt, /sitemap.xml and every sitemap file of each store view (en, hi., ta.) as the shell serves
// them, over a catalogue of TILES_CATALOGUE_SIZE tiles (default 200,000) in a store of its own. Starts the backend
// and the shell's server (no remotes: a sitemap needs none; TILES_SSR=0) on ports of their own, then asks each file
// --runs times (Brotli, as crawlers ask) and reports the slowest and median time per file, its size, and whether each
// product is listed exactly once per store view. A report, not a timed assertion.
// Usage: node scripts/bench/sitemap.mjs [--tiles 200000] [--runs 3]
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { BACKEND_NODE_FLAGS, backendEnv } from '../backendProcess.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const TILES = Number(arg('tiles', 200000));
const RUNS = Number(arg('runs', 3));
const SHELL = 3950;
const BACKEND = 4950;
const children = [];
process.on('exit', () => children.forEach((c) => c.kill()));

function start(name, args, env, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    const onData = (chunk) => {
      if (ready.test(String(chunk))) resolve(child);
      if (/error|failed|\[shell\] GET/i.test(String(chunk))) process.stderr.write(`[${name}] ${chunk}`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${name} exited (${code}) before it was ready`)));
  });
}

/** GET on the shell with a store's Host (Node does not resolve *.localhost): status, ms, bytes sent, text. */
function get(host, urlPath) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = request({ host: 'localhost', port: SHELL, path: urlPath, headers: { Host: host, 'Accept-Encoding': 'br' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const ms = performance.now() - t0;
        const body = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : body).toString();
        resolve({ status: res.statusCode, ms, bytes: body.length, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const db = path.join(mkdtempSync(path.join(tmpdir(), 'tiles-sitemap-')), 'store.sqlite');
const seedStart = performance.now();
await start(
  'backend',
  [...BACKEND_NODE_FLAGS, '--import', 'tsx', 'backend/src/server.ts'],
  backendEnv({ TILES_DB: db, TILES_CATALOGUE_SIZE: String(TILES), TILES_PORT_BACKEND: String(BACKEND) }),
  /GraphQL on/,
);
// The store seeds its catalogue on first use: once, before anything is timed.
await fetch(`http://localhost:${BACKEND}/rest/V1/tiles/sitemap`);
console.log(`backend up and seeded with ${TILES} tiles in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
await start(
  'shell',
  ['--import', 'tsx', 'shell/server/main.ts', '--api-origin', `http://localhost:${BACKEND}`, '--workers', '1'],
  { TILES_SSR: '0', TILES_PORT_SHELL: String(SHELL), TILES_PORT_BACKEND: String(BACKEND) },
  /\[shell\] ready/,
);

const rows = [];
for (const host of [`localhost:${SHELL}`, `hi.localhost:${SHELL}`, `ta.localhost:${SHELL}`]) {
  const index = await get(host, '/sitemap.xml');
  const files = ['/robots.txt', '/sitemap.xml', ...locs(index.text).map((u) => new URL(u).pathname)];
  const products = new Map();
  for (const file of files) {
    const times = [];
    let last;
    for (let i = 0; i < RUNS; i++) {
      last = await get(host, file);
      if (last.status !== 200) throw new Error(`${host}${file}: ${last.status}`);
      times.push(last.ms);
    }
    if (file.startsWith('/sitemap-products-')) for (const u of locs(last.text)) products.set(u, (products.get(u) ?? 0) + 1);
    rows.push({
      host,
      file,
      urls: file === '/robots.txt' ? '' : locs(last.text).length,
      kB: (last.bytes / 1024).toFixed(0),
      medianMs: median(times).toFixed(0),
      maxMs: Math.max(...times).toFixed(0),
    });
  }
  const once = [...products.values()].every((n) => n === 1);
  const onHost = [...products.keys()].every((u) => u.startsWith(`http://${host}/`));
  console.log(`${host}: ${products.size} product URLs, each once: ${once}, all on its own host: ${onHost}`);
}
console.table(rows);
console.log(`runs per file: ${RUNS}; slowest file: ${Math.max(...rows.map((r) => Number(r.maxMs)))} ms`);
process.exit(0);
