// Byte budgets from the build output (not timings): gzip size of each remote's entry, of each exposed module's
// chunks, and of the first-load JS of each route (shell + shared singletons + the remotes that route mounts).
// Exits 1 when any budget is exceeded. `--print` only prints.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './ports.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
const FOLDERS = REMOTES;
const gz = (ws, file) => gzipSync(readFileSync(path.join(root, ws, 'dist', file)), { level: 9 }).length;
const manifest = (ws) => JSON.parse(readFileSync(path.join(root, ws, 'dist/mf-manifest.json'), 'utf8'));
const kb = (b) => Math.round((b / 1024) * 10) / 10;

/**
 * Every JS file loading `files` brings along: the smallest chunk group holding all of them (see ChunkGroupsPlugin).
 * All, not each: a chunk split out of two exposes sits in both their groups, and the smallest group holding it
 * alone may be the other expose's.
 */
function withDependencies(ws, files) {
  const groups = JSON.parse(readFileSync(path.join(root, ws, 'dist/chunk-groups.json'), 'utf8'));
  const holder = groups.filter((g) => files.every((f) => g.includes(f))).sort((a, b) => a.length - b.length)[0];
  return [...new Set([...files, ...(holder ?? [])])];
}

/**
 * What each route mounts before first paint (header + the page), and what follows on idle or interaction
 * (search box, mini cart, callback button, popups, add-to-cart buttons, category slider): budgeted separately.
 */
const FIRST_PAINT = {
  home: ['mf_header/Header', 'mf_catalog/HomePage'],
  listing: ['mf_header/Header', 'mf_catalog/CatalogRoute'],
  product: ['mf_header/Header', 'mf_catalog/CatalogRoute'],
  search: ['mf_header/Header', 'mf_search/SearchResultsPage'],
};
const EVERY_PAGE_LATER = [
  'mf_search/SearchBox',
  'mf_cart/MiniCart',
  'mf_leads/CallbackButton',
  'mf_leads/PopupHost',
  'mf_cart/AddToCart',
  'mf_leads/NewsletterSignup',
];
const AFTER_IDLE = {
  home: [...EVERY_PAGE_LATER, 'mf_header/CategorySlider'],
  listing: [...EVERY_PAGE_LATER, 'mf_header/CategorySlider'],
  product: EVERY_PAGE_LATER,
  search: EVERY_PAGE_LATER,
};

const failures = [];
const rows = [];
function check(label, bytes, limitKb) {
  rows.push(`${label.padEnd(34)} ${String(kb(bytes)).padStart(7)} KB  (budget ${limitKb} KB)`);
  if (kb(bytes) > limitKb) failures.push(`${label}: ${kb(bytes)} KB > ${limitKb} KB`);
}

for (const ws of ['shell', ...Object.values(FOLDERS)]) {
  if (!existsSync(path.join(root, ws, 'dist/mf-manifest.json'))) {
    console.error(`budgets: ${ws} is not built`);
    process.exit(1);
  }
}

// Shell: the scripts index.html loads, plus the shared singletons it provides to every remote (loaded-first).
const shellHtml = readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8');
const shellFiles = new Set([...shellHtml.matchAll(/<script[^>]+src="?([^" >]+\.js)/g)].map((m) => path.basename(m[1])));
for (const s of manifest('shell').shared) for (const f of withDependencies('shell', s.assets.js.sync)) shellFiles.add(f);
const shellBytes = [...shellFiles].reduce((sum, f) => sum + gz('shell', f), 0);

const moduleFiles = {};
for (const [name, ws] of Object.entries(FOLDERS)) {
  const m = manifest(ws);
  check(`${name} remoteEntry.js`, gz(ws, m.metaData.remoteEntry.name), budgets.remoteEntry);
  for (const e of m.exposes) {
    const id = `${name}/${e.name.replace(/^\.\//, '')}`;
    const files = withDependencies(ws, e.assets.js.sync);
    moduleFiles[id] = { ws, files };
    const bytes = files.reduce((sum, f) => sum + gz(ws, f), 0);
    if (budgets.exposes[id] != null) check(id, bytes, budgets.exposes[id]);
  }
}

function bytesOf(modules, seen) {
  let bytes = 0;
  for (const id of modules) {
    const { ws, files } = moduleFiles[id];
    const entry = manifest(ws).metaData.remoteEntry.name;
    for (const f of [entry, ...files]) {
      if (seen.has(`${ws}/${f}`)) continue;
      seen.add(`${ws}/${f}`);
      bytes += gz(ws, f);
    }
  }
  return bytes;
}

for (const [route, modules] of Object.entries(FIRST_PAINT)) {
  const seen = new Set();
  const first = shellBytes + bytesOf(modules, seen);
  check(`first-paint JS: ${route}`, first, budgets.routes[route]);
  check(`  + after idle: ${route}`, bytesOf(AFTER_IDLE[route], seen), budgets.afterIdle[route]);
}

console.log(`shell + shared singletons: ${kb(shellBytes)} KB gzip`);
console.log(rows.join('\n'));
if (failures.length && !process.argv.includes('--print')) {
  console.error(`\nbudgets exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('budgets: ok');
