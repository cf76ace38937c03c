// The "usable" half of `npm run bench` (issue 16): how long a shopper on a mid-range phone waits, from navigation
// start, until the controls they reach for work. Lighthouse's mobile conditions applied to Chromium through CDP
// (150 ms round trip, 1.6 Mbps down, 750 Kbps up, 4x CPU slowdown), a 390 px wide screen, a cold cache (a new
// browser context per run). The shopper acts as soon as the control is on screen:
// - search: types "wood" into the header's search box; done when a suggestion for it is shown (not trending searches):
//   the box's own list, or the one the page draws under the box before the box's code is live (`#srch-early`);
// - add to cart: clicks the first "Add to cart" on a listing; done when the mini cart shows the item (or, for a tap
//   before the cart's code ran, which posts the form as without scripts, when the cart page shows it);
// - menu: taps "Menu" (again after a second if nothing happened); done when the drawer with the menu's links is shown.
// Each "done" is stamped in the page (a MutationObserver or a popover's toggle event, then the next frame: when it is painted), and the slowest
// Event Timing entry during the run is the INP stand-in. Federated and single-bundle runs alternate, so both see
// the same machine load. Alone against running stores: node scripts/bench/usable.mjs <federated url> <single url> [runs] [floor page url]
import { loadavg } from 'node:os';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const CONDITIONS = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpu: 4,
  width: 390,
  height: 844,
};

/** Runs in the page before its own scripts: stamps when `task` is done (checked on every DOM change, stamped at the
 * next frame: when it is painted) and records the slowest event. Self-contained: the page's CSP forbids eval. */
function observe(task) {
  const visible = (el) => !!el && el.checkVisibility();
  const DONE = {
    // Suggestions for the typed text, not the trending searches a tap on the empty box shows: the box's own, or the
    // page's list under the box before the box's code is live.
    search: () =>
      [
        ...document.querySelectorAll(
          '[data-slot="mf_search-SearchBox"] [role="listbox"][aria-label="Search suggestions"] [role="option"], #srch-early[role="listbox"] [role="option"]',
        ),
      ].some((option) => visible(option) && /wood/i.test(option.textContent ?? '')),
    // The mini cart with the item; or, for a tap before the cart's code ran (its form is posted, as without scripts),
    // the cart page with it.
    addToCart: () =>
      [...document.querySelectorAll('[role="dialog"], dialog')].some(
        (d) => visible(d) && /Shopping cart/.test(d.getAttribute('aria-label') ?? d.textContent ?? ''),
      ) ||
      (location.pathname === '/checkout/cart' && [...document.querySelectorAll('[data-boundary="mf-cart"] .cart-row-name')].some(visible)),
    menu: () => visible(document.querySelector('#hdr-drawer')) && visible(document.querySelector('#hdr-drawer a')),
    // The floor page's bound for the search: "wood" typed into its box (no script there to ask for suggestions).
    typed: () => document.querySelector('[data-slot="mf_search-SearchBox"] input[name="q"]')?.value === 'wood',
  };
  // Times count from the run's first navigation, also on a page a form post led to (this script runs in each document).
  const firstOrigin = Number(sessionStorage.getItem('__usable_origin')) || performance.timeOrigin;
  sessionStorage.setItem('__usable_origin', String(firstOrigin));
  const since = () => performance.timeOrigin + performance.now() - firstOrigin;
  const state = { slowestEvent: 0, slowestEventName: '', doneAt: null, pending: false, page: location.pathname };
  window.__usable = state;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.duration > state.slowestEvent) {
          state.slowestEvent = e.duration;
          state.slowestEventName = e.name;
        }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    /* no Event Timing: slowestEvent stays 0 */
  }
  const check = () => {
    if (state.pending || !DONE[task]()) return;
    state.pending = true;
    requestAnimationFrame(() => {
      state.doneAt = since();
    });
  };
  // A native popover (the phone menu before any script) opens without a DOM change: its `toggle` event is the signal;
  // typed text neither: its `input` event.
  addEventListener('toggle', check, true);
  addEventListener('input', check, true);
  const start = () =>
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
}

/** The phone's link and CPU (CONDITIONS) on a page's CDP session, with the browser's cache on (a cold one: a new context). */
export async function emulatePhone(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: CONDITIONS.latency,
    downloadThroughput: CONDITIONS.downloadThroughput,
    uploadThroughput: CONDITIONS.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpu });
}

const TASKS = {
  search: {
    path: '/',
    act: async (page) => {
      const box = page.locator('[data-slot="mf_search-SearchBox"]').getByRole('combobox');
      await box.click();
      await box.pressSequentially('wood', { delay: 80 });
    },
  },
  addToCart: {
    path: '/tiles/wooden-tiles',
    act: async (page) => {
      await page
        .locator('main')
        .getByRole('button', { name: /add to cart/i })
        .first()
        // A tap before the code posts the form: the run waits for its answer below, not for the navigation here.
        .click({ noWaitAfter: true });
    },
  },
  // The search's tap and typing on the floor page (done when the box holds the text).
  typed: { path: '/', act: (page) => TASKS.search.act(page) },
  // A tap that does nothing (the page's code has not arrived, or it lost the tap) is tapped again after a second. A drawer
  // already open (its links not shown yet) is waited for, not tapped through: it covers the button, and a click on a
  // covered button waits out Playwright's own 30 s (a run once read as "a tap never answered").
  menu: {
    path: '/',
    act: async (page) => {
      const menu = page.locator('[data-slot="mf_header-Header"]').getByRole('button', { name: 'Menu', exact: true });
      for (let tap = 0; tap < 30; tap++) {
        if (await page.locator('#hdr-drawer').isVisible()) {
          await page.waitForFunction(() => window.__usable.pending, null, { timeout: 30_000, polling: 50 });
          return;
        }
        await menu.click();
        const opened = await page
          .waitForFunction(() => window.__usable.pending, null, { timeout: 1000, polling: 50 })
          .then(
            () => true,
            () => false,
          );
        if (opened) return;
      }
    },
  },
};

/** The shopper's tasks, each run on the store; `typed` is the floor page's bound for `search`, run only there. */
const SHOPPER_TASKS = Object.keys(TASKS).filter((name) => name !== 'typed');

async function oneRun(browser, base, name, path = TASKS[name].path) {
  const task = TASKS[name];
  const context = await browser.newContext({
    viewport: { width: CONDITIONS.width, height: CONDITIONS.height },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: false,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await emulatePhone(cdp);
    await page.addInitScript(observe, name);
    await page.goto(base + path, { waitUntil: 'commit', timeout: 60_000 });
    await task.act(page);
    await page.waitForFunction(() => typeof window.__usable?.doneAt === 'number', null, { timeout: 60_000, polling: 100 });
    // A little longer for the interaction's own event entries (they arrive after their frame).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
    return await page.evaluate(() => ({
      ms: window.__usable.doneAt,
      slowestEvent: window.__usable.slowestEvent,
      slowestEventName: window.__usable.slowestEventName,
      answeredOn: window.__usable.page,
    }));
  } catch (err) {
    return { ms: NaN, slowestEvent: NaN, error: err.message.split('\n')[0] };
  } finally {
    await context.close();
  }
}

/**
 * The floor page's largest contentful paint under the same conditions (a cold context each run): the home page's HTML
 * and CSS with no scripts, what the tasks' targets are measured against (the page cannot be usable before it is drawn).
 */
async function floorPaint(browser, url) {
  const context = await browser.newContext({
    viewport: { width: CONDITIONS.width, height: CONDITIONS.height },
    deviceScaleFactor: 3,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    await emulatePhone(await context.newCDPSession(page));
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
        }),
    );
  } catch {
    return NaN;
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

/**
 * `variants`: name → base URL; `floorUrl`: the no-script floor page, measured in the same rounds (optional). Returns raw
 * runs and medians per task and variant, and the floor page's LCPs.
 */
export async function benchUsable(
  variants,
  runs = 5,
  chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  tasks = SHOPPER_TASKS,
  floorUrl = undefined,
) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const load = [loadavg()[0]];
  const raw = [];
  const floor = [];
  try {
    // A warm-up per variant (server caches, JIT), not counted.
    for (const base of Object.values(variants)) for (const name of tasks) await oneRun(browser, base, name);
    for (let i = 0; i < runs; i++) {
      if (floorUrl) {
        floor.push(await floorPaint(browser, floorUrl));
        // The phone menu works as HTML: the floor page has it too, the bound for the store's own. Its search box takes
        // the same tap and typing: suggestions cannot come before that (and a round trip to the service).
        if (tasks.includes('menu')) raw.push({ variant: 'floor', task: 'menu', ...(await oneRun(browser, floorUrl, 'menu', '')) });
        if (tasks.includes('search')) raw.push({ variant: 'floor', task: 'search', ...(await oneRun(browser, floorUrl, 'typed', '')) });
      }
      for (const name of tasks) {
        for (const [variant, base] of Object.entries(variants)) {
          raw.push({ variant, task: name, ...(await oneRun(browser, base, name)) });
          process.stdout.write('.');
        }
      }
    }
  } finally {
    await browser.close();
  }
  load.push(loadavg()[0]);
  const summary = [];
  for (const task of tasks) {
    for (const variant of [...Object.keys(variants), ...(floorUrl && (task === 'menu' || task === 'search') ? ['floor'] : [])]) {
      const rs = raw.filter((r) => r.task === task && r.variant === variant);
      summary.push({
        task,
        variant,
        ms: median(rs.map((r) => r.ms)),
        slowestEvent: median(rs.map((r) => r.slowestEvent)),
        ok: rs.filter((r) => Number.isFinite(r.ms)).length,
        runs: rs.length,
        errors: rs.filter((r) => r.error).map((r) => r.error),
        // Runs answered on another page than the task's (an early "Add to cart" posted its form: the cart page).
        elsewhere: rs.filter((r) => r.answeredOn && variant !== 'floor' && r.answeredOn !== TASKS[task].path).length,
      });
    }
  }
  return { raw, summary, load, runs, floorLcp: floorUrl ? median(floor) : NaN, floor };
}

const LABELS = {
  search: 'types "wood", suggestions shown',
  addToCart: 'taps "Add to cart" on a listing, item in the mini cart (or the cart page)',
  menu: 'taps "Menu" (390 px), drawer shown',
};
const TARGETS = { search: 2500, addToCart: 2000, menu: 1500 };
/** Targets against the floor page: suggestions within 2 × its LCP; the menu within 1.1 × its own menu (HTML there too). */
const FLOOR_TARGETS = { search: 2, menu: 1.1 };

export function formatUsable({ summary, load, runs, floorLcp = NaN }) {
  const s = (x) => (Number.isFinite(x) ? (x / 1000).toFixed(2) : 'n/a');
  const ms = (x) => (Number.isFinite(x) ? String(Math.round(x)) : 'n/a');
  const ratio = (x, y) => (Number.isFinite(x / y) ? `${(x / y).toFixed(2)}×` : 'n/a');
  const lines = [
    `Usable on a phone: 150 ms RTT, 1.6 Mbps down / 750 Kbps up, 4x CPU, 390 px, cold cache; medians of ${runs} runs per cell (after one warm-up); from navigation start; load average ${load.map((l) => l.toFixed(2)).join(' → ')}; ${new Date().toISOString().slice(0, 10)}`,
    '',
    `The floor page (home's HTML and CSS, no scripts), the same conditions and rounds: LCP ${s(floorLcp)} s (median of ${runs}). The menu is compared with the floor page's own menu (a popover: HTML), the other tasks with its LCP. The search's "floor s" is the same tap and typing of "wood" on the floor page, done: no suggestion can be shown before it (plus a round trip to the service).`,
    '',
    '| the shopper | target | federated s | single s | floor s | federated / single | federated / floor (target) | slowest event ms (federated, single) | runs ok (federated, single) |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const task of [...new Set(summary.map((x) => x.task))]) {
    const f = summary.find((x) => x.task === task && x.variant === 'federated');
    const g = summary.find((x) => x.task === task && x.variant === 'single');
    const floor = summary.find((x) => x.task === task && x.variant === 'floor');
    const floorTarget = FLOOR_TARGETS[task] ? ` (≤ ${FLOOR_TARGETS[task]}×)` : '';
    lines.push(
      `| ${LABELS[task]} | ≤ ${s(TARGETS[task])} | ${s(f?.ms)} | ${s(g?.ms)} | ${floor ? s(floor.ms) : '—'} | ${f && g ? (f.ms / g.ms).toFixed(2) : 'n/a'} | ${ratio(f?.ms, task === 'menu' && floor ? floor.ms : floorLcp)}${floorTarget} | ${ms(f?.slowestEvent)}, ${ms(g?.slowestEvent)} | ${f?.ok}/${f?.runs}, ${g?.ok}/${g?.runs} |`,
    );
  }
  const errors = summary.flatMap((x) => x.errors.map((e) => `- ${x.variant} ${x.task}: ${e}`));
  const moved = summary.filter((x) => x.elsewhere > 0).map((x) => `${x.variant} ${x.task} ${x.elsewhere}/${x.runs}`);
  if (moved.length) lines.push('', `Answered by the posted form on the next page (a tap before the code ran): ${moved.join(', ')}.`);
  return `${lines.join('\n')}\n${errors.length ? `\nFailed runs:\n${[...new Set(errors)].join('\n')}\n` : ''}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [federated, single, runs = '5', floorUrl] = process.argv.slice(2);
  if (!federated) {
    console.error('usage: node scripts/bench/usable.mjs <federated url> [single url] [runs] [floor page url]');
    process.exit(2);
  }
  const result = await benchUsable(single ? { federated, single } : { federated }, Number(runs), undefined, undefined, floorUrl);
  console.log();
  console.log(formatUsable(result));
  for (const r of result.raw)
    console.log(r.variant, r.task, Math.round(r.ms), Math.round(r.slowestEvent), r.slowestEventName ?? '', r.error ?? '');
}
