// `npm run bench:breakdown -- [--runs N] [--base URL] [path ...]`: where a phone's main thread goes before the shopper can
// act, per page: Lighthouse (mobile defaults, Debian's Chromium; medians of N runs after a warm-up) main-thread work by
// kind, and script time (evaluation, parse and compile) per remote, from the origin each script came from.
// Default pages: home, a listing, a product, search results on the store `npm start` runs.
import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ports, REMOTES } from '../ports.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const RUNS = Number(option('runs', 3));
const BASE = option('base', `http://localhost:${ports.shell}`);
const PATHS = args.length
  ? args
  : ['/', '/tiles/wooden-tiles', '/ellora-wooden-grey-satin-1200x2400-tl-1196', '/catalogsearch/result/?q=wood'];
const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

// A script's owner by the origin it came from: each remote's port, the shell's own, else "other".
const owners = new Map([[new URL(BASE).origin, 'shell'], ...Object.values(REMOTES).map((r) => [`http://localhost:${ports[r]}`, r])]);
const ownerOf = (url) => (URL.canParse(url) ? (owners.get(new URL(url).origin) ?? 'other') : 'other');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const options = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  for (const path of PATHS) {
    await lighthouse(BASE + path, options); // warm-up: caches of the servers, not of the browser (each run is cold)
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push((await lighthouse(BASE + path, options)).lhr);
    const per = (pick) => median(runs.map(pick));
    const a = (lhr, id) => lhr.audits[id];
    console.log(`\n${path}  (${RUNS} runs, medians)`);
    console.log(
      `  TBT ${per((l) => a(l, 'total-blocking-time').numericValue).toFixed(0)} ms, main thread ${per((l) => a(l, 'mainthread-work-breakdown').numericValue).toFixed(0)} ms`,
    );
    const groups = new Set(runs.flatMap((l) => a(l, 'mainthread-work-breakdown').details.items.map((i) => i.groupLabel ?? i.group)));
    for (const group of groups) {
      const ms = per(
        (l) => a(l, 'mainthread-work-breakdown').details.items.find((i) => (i.groupLabel ?? i.group) === group)?.duration ?? 0,
      );
      if (ms >= 10) console.log(`    ${group}: ${ms.toFixed(0)} ms`);
    }
    const owned = (l, key) => {
      const sums = {};
      for (const item of a(l, 'bootup-time').details.items) sums[ownerOf(item.url)] = (sums[ownerOf(item.url)] ?? 0) + (item[key] ?? 0);
      return sums;
    };
    const names = new Set(runs.flatMap((l) => Object.keys(owned(l, 'total'))));
    console.log('  scripts by owner: evaluation / parse+compile ms');
    for (const name of names) {
      const evaluation = per((l) => owned(l, 'scripting')[name] ?? 0);
      const parse = per((l) => owned(l, 'scriptParseCompile')[name] ?? 0);
      console.log(`    ${name}: ${evaluation.toFixed(0)} / ${parse.toFixed(0)}`);
    }
    // The heaviest scripts themselves (last run): a shared library's time is the work it does for every remote.
    const heaviest = [...a(runs.at(-1), 'bootup-time').details.items].sort((x, y) => y.scripting - x.scripting).slice(0, 6);
    for (const item of heaviest)
      console.log(`      ${item.scripting.toFixed(0)} ms  ${item.url.replace(/^https?:\/\/[^/]+/, ownerOf(item.url) + ' ')}`);
    const tasks = runs.map((l) => a(l, 'long-tasks').details?.items ?? []);
    console.log(
      `  long tasks: ${median(tasks.map((t) => t.length))} (median count), longest ${median(tasks.map((t) => Math.max(0, ...t.map((x) => x.duration)))).toFixed(0)} ms`,
    );
  }
} finally {
  await chrome.kill();
}
