// Wishlist-write attack bench: signed-in clients repeat the heaviest addProductsToWishlist request the backend's
// limits admit, against full (200-tile) lists, while other shoppers search; prints the searches' latency at rest and
// under the attack. A report, not a timed assertion (the backend's Jest tests assert the cost refusal and the rate).
// Usage: node scripts/bench/wishlist-attack.mjs [--seconds 15] [--attackers 4] [--readers 2] [--aliases 4] [--runs 1]
// (also `npm run bench:wishlist`, and the step before load-and-fault in `npm run bench`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ports } from '../ports.mjs';
import { healthy, percentile, startBenchBackend } from './benchBackend.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 15);
const ATTACKERS = arg('attackers', 4);
const READERS = arg('readers', 2);
const ALIASES = arg('aliases', 4);
const RUNS = arg('runs', 1);
const REST_SECONDS = 5;
// Beside the backend's own port (and load-and-fault's +70), so a running `npm start` is left alone.
const PORT = ports.backend + 71;
const BASE = `http://127.0.0.1:${PORT}`;
const SEARCHES = ['wood', 'marble', 'floor', 'wall', 'grey', 'glossy', 'bathroom', 'kitchen'];
const TARGET_P95_MS = 100;

const startBackend = (dbFile) =>
  startBenchBackend({ ...process.env, TILES_PORT_BACKEND: String(PORT), TILES_DB: dbFile, TILES_FRESH_DB: '1' });

async function gql(query, variables = {}, token) {
  const res = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

const PASSWORD = 'Bench-wishlist-2026!';
async function signedIn(n) {
  const email = `wishlist-bench-${Date.now().toString(36)}-${n}@example.com`;
  const created = await gql('mutation ($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }', {
    i: { firstname: 'Bench', lastname: 'Shopper', email, password: PASSWORD },
  });
  if (created.errors) throw new Error(`createCustomerV2: ${created.errors[0].message}`);
  const signed = await gql('mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', {
    e: email,
    p: PASSWORD,
  });
  return signed.data.generateCustomerToken.token;
}

const ADD_FIELD = (alias) =>
  `${alias}: addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { wishlist { items_count items_v2(pageSize: 20) { items { id quantity product { sku name } } } } user_errors { code message } }`;
const addDocument = (aliases) =>
  `mutation ($items: [WishlistItemInput!]!) { ${Array.from({ length: aliases }, (_, i) => ADD_FIELD(`a${i}`)).join(' ')} }`;
const itemsOf = (skus, n) => Array.from({ length: n }, (_, i) => ({ sku: skus[i % skus.length], quantity: 1 }));
/** A refusal by a limit checked before execution (cost, list length): the request did no work. */
const refusedByLimit = (body) => (body.errors ?? []).some((e) => /estimated cost|A list in the variables/.test(e.message));

/** Fills the customer's list to its 200 tiles, in requests the limits admit. */
async function fill(token, skus) {
  for (let i = 0; i < skus.length; i += 25) {
    const body = await gql(addDocument(1), { items: itemsOf(skus.slice(i, i + 25), 25) }, token);
    if (body.errors) throw new Error(`filling the list: ${body.errors[0].message}`);
  }
}

/** The most items per alias (of `aliases`) the backend admits, found by asking it (a probe account's writes). */
async function heaviestAdmitted(token, skus, aliases) {
  let low = 0;
  let high = 1000;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (refusedByLimit(await gql(addDocument(aliases), { items: itemsOf(skus, mid) }, token))) high = mid - 1;
    else low = mid;
  }
  return low;
}

const round = (ms) => Math.round(ms * 10) / 10;

/** Other shoppers: `readers` loops of catalogue searches until `until`; each search's time. */
async function searchLoad(readers, until) {
  const times = [];
  let failed = 0;
  await Promise.all(
    Array.from({ length: readers }, async (_, r) => {
      for (let i = r; Date.now() < until; i++) {
        const started = performance.now();
        const body = await gql(
          'query ($q: String!) { products(search: $q, pageSize: 12) { total_count items { sku name price_range { minimum_price { final_price { value } } } } } }',
          { q: SEARCHES[i % SEARCHES.length] },
        ).catch(() => ({ errors: [{ message: 'network' }] }));
        times.push(performance.now() - started);
        if (body.errors) failed++;
      }
    }),
  );
  return {
    count: times.length,
    failed,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(Math.max(...times)),
  };
}

async function oneRun() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tiles-wishlist-'));
  const backend = startBackend(path.join(dir, 'store.sqlite'));
  try {
    await healthy(BASE);
    const skus = (await gql('{ products(pageSize: 200, filter: {}) { items { sku } } }')).data.products.items.map((p) => p.sku);
    const attackers = [];
    for (let n = 0; n < ATTACKERS; n++) attackers.push(await signedIn(n));
    for (const token of attackers) await fill(token, skus);
    const perAlias = await heaviestAdmitted(await signedIn('probe'), skus, ALIASES);
    const atRest = await searchLoad(READERS, Date.now() + REST_SECONDS * 1000);
    const until = Date.now() + SECONDS * 1000;
    const attack = { requests: 0, withErrors: 0, times: [] };
    const document = addDocument(ALIASES);
    const items = itemsOf(skus, perAlias);
    const attacking = attackers.map(async (token) => {
      while (Date.now() < until) {
        const started = performance.now();
        const body = await gql(document, { items }, token).catch(() => ({ errors: [{ message: 'network' }] }));
        attack.times.push(performance.now() - started);
        attack.requests++;
        if (body.errors) attack.withErrors++;
      }
    });
    const underAttack = await searchLoad(READERS, until);
    await Promise.all(attacking);
    return {
      request: `${ALIASES} aliases × ${perAlias} items`,
      atRest,
      underAttack,
      attack: { requests: attack.requests, withErrors: attack.withErrors, p50: round(percentile(attack.times, 50)) },
    };
  } finally {
    backend.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

const results = [];
for (let run = 1; run <= RUNS; run++) {
  const result = await oneRun();
  results.push(result);
  const { atRest: a, underAttack: u, attack } = result;
  console.log(
    `wishlist attack run ${run}: ${ATTACKERS} clients × ${SECONDS} s of ${result.request} (${attack.requests} requests, ${attack.withErrors} with errors, p50 ${attack.p50} ms); ` +
      `others' search at rest p50 ${a.p50} / p95 ${a.p95} ms (${a.count}), under attack p50 ${u.p50} / p95 ${u.p95} / max ${u.max} ms (${u.count}, ${u.failed} failed)`,
  );
}
const p95s = results.map((r) => r.underAttack.p95).sort((x, y) => x - y);
const median = p95s[Math.floor((p95s.length - 1) / 2)];
console.log(
  `search p95 under attack, median of ${RUNS}: ${median} ms (target < ${TARGET_P95_MS} ms): ${median < TARGET_P95_MS ? 'met' : 'NOT met'}`,
);
console.log(JSON.stringify(results));
