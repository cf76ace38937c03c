// `npm run bench:longtasks -- [--runs N] [--base URL] [path ...]`: what each long main-thread task before the page
// settles is made of, under the bench's phone conditions (scripts/bench/usable.mjs: 150 ms, 1.6 Mbps, 4x CPU, 390 px).
// A V8 CPU profile of the load (Debian's Chromium through CDP) is cut into tasks (runs of samples between idle ones);
// for each task over 50 ms it prints where it starts, how React ran it (a synchronous or a default-lane render never
// yields; a transition's does), and the source files and functions (through the bundles' source maps) that took
// its time. Medians are not the point here: it shows the shape, run by run. Default pages as bench:breakdown.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { ports } from '../ports.mjs';
import { CONDITIONS, emulatePhone } from './usable.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const RUNS = Number(option('runs', 1));
const BASE = option('base', `http://localhost:${ports.shell}`);
const SETTLE_MS = Number(option('settle', 15_000));
const PATHS = args.length
  ? args
  : ['/', '/tiles/wooden-tiles', '/ellora-wooden-grey-satin-1200x2400-tl-1196', '/catalogsearch/result/?q=wood'];
const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const LONG_MS = 50;

/** React's entry points, by what they say about the task (names survive minification through the source maps). */
const REACT_WAYS = [
  ['performSyncWorkOnRoot', 'sync lane (never yields)'],
  ['flushSyncWorkAcrossRoots_impl', 'sync lane (never yields)'],
  ['renderRootSync', 'blocking render (sync or default lane: never yields)'],
  ['workLoopConcurrentByScheduler', 'concurrent render (yields)'],
  ['renderRootConcurrent', 'concurrent render (yields)'],
  ['commitRoot', 'commit'],
  ['flushPassiveEffects', 'effects'],
  ['hydrateRoot', 'hydrateRoot'],
];

const maps = new Map();
async function consumerOf(url) {
  if (!maps.has(url))
    maps.set(
      url,
      fetch(`${url}.map`)
        .then((r) => (r.ok ? r.json() : null))
        .then((raw) => (raw ? new SourceMapConsumer(raw) : null))
        .catch(() => null),
    );
  return maps.get(url);
}

/** A profile node's place in the sources: `file:function`, through the bundle's map where there is one. */
async function placeOf(frame) {
  const { url, functionName, lineNumber, columnNumber } = frame;
  if (!url) return { file: functionName || '(native)', fn: functionName || '(anonymous)' };
  const map = /^https?:/.test(url) && url.endsWith('.js') ? await consumerOf(url) : null;
  const original = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  const file = (original?.source ?? url).replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, 'node_modules/');
  return { file, fn: original?.name ?? (functionName || '(anonymous)') };
}

const short = (file) =>
  file.startsWith('node_modules/')
    ? file
        .split('/')
        .slice(1, file.split('/')[1].startsWith('@') ? 3 : 2)
        .join('/')
    : file.replace(/^\.\//, '').replace(/^(\.\.\/)+/, '');

async function profileLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: CONDITIONS.width, height: CONDITIONS.height } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await emulatePhone(cdp);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  // Long enough for the later remotes, the idle-time work and the settled page's images.
  await page.evaluate((ms) => new Promise((r) => setTimeout(r, ms)), SETTLE_MS);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  return profile;
}

/** Cuts a profile into tasks: runs of samples between idle ones, and reports those over LONG_MS. */
async function tasksOf(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stackOf = (id) => {
    const stack = [];
    for (let at = id; at !== undefined; at = parent.get(at)) stack.push(nodes.get(at).callFrame);
    return stack; // innermost first
  };
  // Between tasks the thread is "(idle)"; "(program)" (style, layout, parsing) and GC belong to the task around them.
  const idle = (id) => nodes.get(id).callFrame.functionName === '(idle)';
  const tasks = [];
  let t = profile.startTime;
  let current = null;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const id = profile.samples[i];
    if (idle(id)) {
      if (current) tasks.push(current);
      current = null;
      continue;
    }
    current ??= { start: t, end: t, samples: [] };
    current.end = t;
    current.samples.push([id, profile.timeDeltas[i + 1] ?? 0]);
  }
  if (current) tasks.push(current);
  const long = tasks.filter((task) => (task.end - task.start) / 1000 >= LONG_MS);
  const out = [];
  const totals = new Map();
  for (const task of long) {
    const byFile = new Map();
    const byFn = new Map();
    const ways = new Set();
    let entry = null;
    for (const [id, dt] of task.samples) {
      const stack = stackOf(id);
      const self = await placeOf(stack[0]);
      const fileKey = short(self.file);
      byFile.set(fileKey, (byFile.get(fileKey) ?? 0) + dt);
      const fnKey = `${self.fn} (${fileKey})`;
      byFn.set(fnKey, (byFn.get(fnKey) ?? 0) + dt);
      for (const frame of stack) {
        const { fn } = await placeOf(frame);
        for (const [name, way] of REACT_WAYS) if (fn === name || frame.functionName === name) ways.add(way);
      }
      if (!entry) {
        const outer = stack.filter((f) => f.url).at(-1);
        entry = outer ? await placeOf(outer) : self;
      }
    }
    const top = (m) =>
      [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, v]) => `${k} ${Math.round(v / 1000)}`)
        .join(', ');
    for (const [file, us] of byFile) totals.set(file, (totals.get(file) ?? 0) + us);
    out.push({
      at: Math.round((task.start - profile.startTime) / 1000),
      ms: Math.round((task.end - task.start) / 1000),
      entry: `${entry?.fn} (${short(entry?.file ?? '')})`,
      react: [...ways].join(' + ') || '-',
      files: top(byFile),
      functions: top(byFn),
    });
  }
  out.totals = [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([k, v]) => `${k} ${Math.round(v / 1000)}`);
  return out;
}

const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
try {
  for (const path of PATHS) {
    for (let run = 1; run <= RUNS; run++) {
      const tasks = await tasksOf(await profileLoad(browser, new URL(path, BASE).href));
      const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0);
      console.log(`\n## ${path} (run ${run}): ${tasks.length} tasks over ${LONG_MS} ms, blocking ${blocking} ms`);
      console.log(`  time in long tasks by file (ms): ${tasks.totals.join(', ')}`);
      for (const task of tasks)
        console.log(
          `- at ${task.at} ms, ${task.ms} ms, from ${task.entry}; React: ${task.react}\n    files: ${task.files}\n    functions: ${task.functions}`,
        );
    }
  }
} finally {
  await browser.close();
}
