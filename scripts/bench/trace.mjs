// `npm run bench:trace -- [--runs N] [--base URL] [--settle MS] [--tasks] [--css RULES] [path ...]`: what the browser itself does in
// each long main-thread task of a load (the `(program)` that bench:longtasks cannot see into), under the bench's phone
// conditions (scripts/bench/usable.mjs: 150 ms, 1.6 Mbps, 4x CPU, 390 px). A Chromium trace (CDP Tracing) of the load is
// cut at the renderer main thread's tasks; for each task over 50 ms it prints the self time of Blink's and V8's events
// by kind (layout, style, paint, HTML parsing, text shaping, script compile and run, resource events), what started it,
// how much of the tree each layout had dirty, and what invalidated style and layout before it (the trace's
// invalidation-tracking events: reason, node, first stack frame). Per page: the medians over the runs of the totals, and
// of each task by its order where most runs have it. Default pages as bench:longtasks.
// Times are wall time (what the shopper waits, longer on a busy machine) and, for the totals, the main thread's own CPU
// time (the trace's thread clock: what the page costs, much less swayed by other work on the machine).
// `--css RULES` measures a change of style against none in the same sitting: each run loads the page twice, as it is
// and with RULES added as the first stylesheet (e.g. `--css '* { content-visibility: visible !important }'` to see
// what the page's content-visibility saves), the two interleaved so that the machine's load falls on both alike.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { ports } from '../ports.mjs';
import { CONDITIONS, emulatePhone } from './usable.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const flag = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && !!args.splice(i, 1);
};
const RUNS = Number(option('runs', 3));
const BASE = option('base', `http://localhost:${ports.shell}`);
const SETTLE_MS = Number(option('settle', 12_000));
const EACH_RUN = flag('tasks');
const EXTRA_CSS = option('css', null);
const PATHS = args.length
  ? args
  : ['/', '/tiles/wooden-tiles', '/ellora-wooden-grey-satin-1200x2400-tl-1196', '/catalogsearch/result/?q=wood'];
const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const LONG_US = 50_000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'blink',
  'loading',
  'v8.execute',
].join(',');

/** Event name → kind; first match wins. Names not matched count as "other" (their own names in --tasks). */
const KINDS = [
  ['shaping', /Shape|HarfBuzz|FontFallback|CachingWordShaper/i],
  ['layout', /^Layout$|performLayout|LayoutView|LayoutBlock|LayoutNG|NGBlock|InlineNode|^Layout|UpdateLayout$/i],
  [
    'style',
    /UpdateLayoutTree|RecalcStyle|StyleRecalc|updateStyle|rebuildLayoutTree|InvalidateStyle|StyleInvalidator|MatchedProperties|ParseAuthorStyleSheet|CSS/i,
  ],
  ['paint', /Paint|Layeriz|CompositeLayers|UpdateLayer|Raster|Commit|PrePaint|Compositing|DisplayItem|cc::/i],
  ['parse HTML', /ParseHTML|HTMLDocumentParser|HTMLParser|TreeBuilder/i],
  ['script compile', /compile|Compile|ParseOnBackground|v8\.parse|CacheScript|produceCache|deserialize/i],
  ['gc', /GC|Scavenge|MarkCompact|V8\.GC/],
  [
    'script run',
    /EvaluateScript|FunctionCall|v8\.run|V8\.Execute|v8\.callFunction|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|V8\.Run|v8\.execute/i,
  ],
  ['resources', /^Resource|Loader|URLLoader|Decode|ResourceFetcher|ResourceRequest|OnReceive|OnComplete/i],
];
const kindOf = (name) => KINDS.find(([, re]) => re.test(name))?.[0] ?? 'other';
const INVALIDATIONS = /InvalidationTracking|^ScheduleStyleRecalculation$|^InvalidateLayout$|^ScheduleStyleInvalidationTracking$/;

async function traceLoad(browser, url, css) {
  const context = await browser.newContext({ viewport: { width: CONDITIONS.width, height: CONDITIONS.height } });
  const page = await context.newPage();
  // Before the page's first byte: the rules apply from the first style the parser computes. (A constructed sheet: the
  // page's CSP, which forbids inline styles without its nonce, does not govern it.)
  if (css)
    await page.addInitScript((rules) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(rules);
      document.adoptedStyleSheets = [sheet];
    }, css);
  const cdp = await context.newCDPSession(page);
  await emulatePhone(cdp);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // Long enough for the later remotes, the idle-time work and the settled page's images.
  await page.evaluate((ms) => new Promise((r) => setTimeout(r, ms)), SETTLE_MS);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  return events;
}

/** The renderer main thread that did most work, its complete events (B/E pairs joined) sorted outer first. */
function mainThread(events) {
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  const open = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!mains.has(key)) continue;
    const list = byThread.get(key) ?? byThread.set(key, []).get(key);
    if (e.ph === 'X') list.push({ ...e, dur: e.dur ?? 0 });
    else if (e.ph === 'B') (open.get(key) ?? open.set(key, []).get(key)).push(e);
    else if (e.ph === 'E') {
      const b = open.get(key)?.pop();
      if (b) list.push({ ...b, ph: 'X', dur: e.ts - b.ts, args: { ...b.args, endData: e.args?.endData ?? e.args } });
    } else if (e.ph === 'I' || e.ph === 'i' || e.ph === 'n') list.push({ ...e, dur: 0, instant: true });
  }
  const busy = (list) => list.reduce((sum, e) => sum + (e.name === 'RunTask' ? e.dur : 0), 0);
  const [, list] = [...byThread].sort((a, b) => busy(b[1]) - busy(a[1]))[0];
  return list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** Self time of every event of a task: its duration less its direct children's (one pass with a stack); `cpu`: the same
 * in thread time (`tdur`, where the trace has it). */
function selfTimes(events) {
  const self = new Map();
  const cpu = new Map();
  const stack = [];
  const close = (upTo) => {
    while (stack.length && stack.at(-1).end <= upTo) {
      const e = stack.pop();
      self.set(e.name, (self.get(e.name) ?? 0) + e.dur - e.children);
      cpu.set(e.name, (cpu.get(e.name) ?? 0) + Math.max(0, e.tdur - e.tchildren));
    }
  };
  for (const e of events) {
    if (e.instant) continue;
    close(e.ts);
    const tdur = e.tdur ?? 0;
    if (stack.length) {
      stack.at(-1).children += e.dur;
      stack.at(-1).tchildren += tdur;
    }
    stack.push({ name: e.name, end: e.ts + e.dur, dur: e.dur, children: 0, tdur, tchildren: 0 });
  }
  close(Infinity);
  return { self, cpu };
}

const frameOf = (data) => {
  const top = (data?.stackTrace ?? data?.stack ?? []).find((f) => f.url);
  return top ? `${top.functionName || '(anonymous)'} ${top.url.replace(/^https?:\/\/[^/]+/, '')}:${top.lineNumber}` : '';
};

/** What invalidated style and layout between two moments: counts by kind, reason, node and first script frame. */
function invalidationsIn(events, from, to) {
  const counts = new Map();
  for (const e of events) {
    if (e.ts < from || e.ts >= to || !INVALIDATIONS.test(e.name)) continue;
    const data = e.args?.data ?? {};
    const reason = data.reason ?? data.invalidationSet?.id ?? data.changedClass ?? data.changedAttribute ?? '';
    const node = data.nodeName ? data.nodeName.split(' ')[0] : '';
    const key = [e.name.replace('InvalidationTracking', ''), reason, node, frameOf(data)].filter(Boolean).join(' · ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** What started a task: its first child with a URL or a name that says (a parse, a script, a timer, a frame). */
function startOf(inside) {
  for (const e of inside) {
    const d = e.args?.data ?? e.args?.beginData ?? {};
    const url = d.url ?? d.stackTrace?.[0]?.url;
    if (url) return `${e.name} ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`;
    if (/TimerFire|FireAnimationFrame|EventDispatch|BeginMainThreadFrame|ParseHTML|FunctionCall/.test(e.name)) return e.name;
  }
  return inside[0]?.name ?? '-';
}

function tasksOf(events) {
  const t0 = events.find((e) => e.name === 'ResourceSendRequest' || e.name === 'navigationStart')?.ts ?? events[0].ts;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur >= LONG_US);
  const out = [];
  let last = t0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
    const { self, cpu } = selfTimes(inside);
    const byKind = new Map();
    for (const [name, us] of self) byKind.set(kindOf(name), (byKind.get(kindOf(name)) ?? 0) + us);
    const cpuByKind = new Map();
    for (const [name, us] of cpu) cpuByKind.set(kindOf(name), (cpuByKind.get(kindOf(name)) ?? 0) + us);
    const layouts = inside
      .filter((e) => e.name === 'Layout' && !e.instant)
      .map((e) => {
        const b = e.args?.beginData ?? {};
        return `${b.dirtyObjects ?? '?'}/${b.totalObjects ?? '?'}${b.partialLayout ? ' partial' : ''} ${Math.round(e.dur / 1000)} ms`;
      });
    out.push({
      at: Math.round((task.ts - t0) / 1000),
      ms: Math.round(task.dur / 1000),
      start: startOf(inside),
      byKind,
      cpuByKind,
      cpu: task.tdur ?? 0,
      names: [...self].sort((a, b) => b[1] - a[1]).slice(0, 8),
      layouts,
      invalidations: invalidationsIn(events, last, end).slice(0, 8),
    });
    last = end;
  }
  // The whole load's CPU by kind, short tasks too: what the page costs the phone, wherever it falls.
  const { cpu } = selfTimes(events.filter((e) => e.ts >= t0));
  out.cpuByKind = new Map();
  for (const [name, us] of cpu) out.cpuByKind.set(kindOf(name), (out.cpuByKind.get(kindOf(name)) ?? 0) + us);
  return out;
}

const ms = (us) => Math.round(us / 1000);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : 0;
};
const kindsLine = (m) =>
  [...m]
    .filter(([, us]) => us >= 500)
    .sort((a, b) => b[1] - a[1])
    .map(([k, us]) => `${k} ${ms(us)}`)
    .join(', ');

function printTask(task) {
  console.log(`- at ${task.at} ms, ${task.ms} ms, from ${task.start}\n    by kind (self ms): ${kindsLine(task.byKind)}`);
  console.log(`    events: ${task.names.map(([n, us]) => `${n} ${ms(us)}`).join(', ')}`);
  if (task.layouts.length) console.log(`    layouts (dirty/total objects): ${task.layouts.join('; ')}`);
  for (const [what, n] of task.invalidations) console.log(`    invalidated: ${n}x ${what}`);
}

function summarize(title, runs) {
  const sum = (maps) => {
    const total = new Map();
    for (const m of maps) for (const [k, us] of m) total.set(k, (total.get(k) ?? 0) + us);
    return total;
  };
  const totals = runs.map((tasks) => ({
    blocking: tasks.reduce((s, t) => s + t.ms - 50, 0),
    count: tasks.length,
    byKind: sum(tasks.map((t) => t.byKind)),
    cpuByKind: sum(tasks.map((t) => t.cpuByKind)),
    load: tasks.cpuByKind,
  }));
  const medianOf = (pick) => {
    const kinds = [...new Set(totals.flatMap((t) => [...pick(t).keys()]))];
    return new Map(kinds.map((k) => [k, median(totals.map((t) => pick(t).get(k) ?? 0))]));
  };
  const cpuTotal = (m) => ms([...m.values()].reduce((a, b) => a + b, 0));
  console.log(
    `\n## ${title}: medians of ${runs.length} runs: blocking ${median(totals.map((t) => t.blocking))} ms ` +
      `(runs: ${totals.map((t) => t.blocking).join(', ')}), long tasks ${median(totals.map((t) => t.count))}`,
  );
  console.log(`  in long tasks by kind, wall (self ms): ${kindsLine(medianOf((t) => t.byKind))}`);
  console.log(`  in long tasks by kind, CPU (self ms): ${kindsLine(medianOf((t) => t.cpuByKind))}`);
  const load = medianOf((t) => t.load);
  console.log(
    `  whole load, CPU (self ms): total ${median(totals.map((t) => cpuTotal(t.load)))} ` +
      `(runs: ${totals.map((t) => cpuTotal(t.load)).join(', ')}); ${kindsLine(load)}`,
  );
  // The n-th long task of each run, where most runs have one: its median start, length and kinds; the invalidations of
  // the first run that has it (they are a list of causes, not a number to take a median of).
  const kinds = [...new Set(runs.flatMap((r) => r.flatMap((t) => [...t.byKind.keys()])))];
  for (let i = 0; i < Math.max(...runs.map((r) => r.length)); i++) {
    const nth = runs.map((r) => r[i]).filter(Boolean);
    if (nth.length * 2 <= runs.length) break;
    printTask({
      ...nth[0],
      at: median(nth.map((t) => t.at)),
      ms: median(nth.map((t) => t.ms)),
      byKind: new Map(kinds.map((k) => [k, median(nth.map((t) => t.byKind.get(k) ?? 0))])),
    });
  }
}

const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
try {
  const variants = EXTRA_CSS ? [null, EXTRA_CSS] : [null];
  for (const path of PATHS) {
    const runs = variants.map(() => []);
    for (let run = 1; run <= RUNS; run++)
      for (const [v, css] of variants.entries()) {
        const tasks = tasksOf(mainThread(await traceLoad(browser, new URL(path, BASE).href, css)));
        runs[v].push(tasks);
        if (!EACH_RUN) continue;
        const blocking = tasks.reduce((sum, t) => sum + t.ms - 50, 0);
        console.log(`\n## ${path}${css ? ' with --css' : ''} (run ${run}): ${tasks.length} tasks over 50 ms, blocking ${blocking} ms`);
        tasks.forEach(printTask);
      }
    for (const [v, css] of variants.entries()) summarize(css ? `${path} with ${css}` : path, runs[v]);
  }
} finally {
  await browser.close();
}
