// The shell server's half of the server-rendered first view. For the header and the page at a path, it
// loads the owning remote's server bundle (dist/server/, named in server/ssr.json), renders, and returns the
// HTML for their slots, the data for the browser and the modules' CSS to inline. Everything here is an
// optimisation: a remote without a server bundle, a bundle that does not load within LOAD_BUDGET_MS, or a failed
// or slow render (over RENDER_BUDGET_MS, or QUEUE_BUDGET_MS waiting behind the same remote's others) leaves that
// slot to the browser.
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { manifestOf } from './shell-preload.mjs';
import { pageOwner } from './page-owners.mjs';

const require = createRequire(import.meta.url);
const SLOT_LAYOUT = require('../shared/src/federation/slot-layout.json');
const RENDER_BUDGET_MS = 400;
/** How long a request waits for its turn behind other requests' renders. */
const QUEUE_BUDGET_MS = 1000;
/** Loading a remote's server bundle (first request after start or a redeploy) may take longer than a render. */
const LOAD_BUDGET_MS = 3000;
const BUNDLE_CHECK_MS = 5000;
const bundles = new Map();
const cssCache = new Map();

/** `promise`'s value, or null once `ms` have passed (the timer does not outlive the answer). */
function withTimeout(promise, ms) {
  let timer;
  const late = new Promise((resolve) => { timer = setTimeout(() => resolve(null), ms); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A remote's server bundle, re-checked every few seconds so a redeploy is picked up (like its manifest). */
async function serverBundleOf(manifestUrl) {
  const base = new URL('server/', manifestUrl).href;
  const known = bundles.get(base);
  if (known && Date.now() - known.checkedAt < BUNDLE_CHECK_MS) return known.exports;
  let file = null;
  let answered = false;
  try {
    const res = await fetch(`${base}ssr.json`, { signal: AbortSignal.timeout(300) });
    answered = res.status < 500;
    if (res.ok) file = (await res.json()).file;
  } catch { /* no server render for this remote */ }
  // A re-check that failed (slow answer, 5xx) keeps the bundle we have, as a blip is not a redeploy.
  if (known && (known.file === file || !answered)) {
    known.checkedAt = Date.now();
    return known.exports;
  }
  let exports = null;
  if (typeof file === 'string' && /^[\w.-]+\.cjs$/.test(file)) {
    try {
      const code = await (await fetch(base + file, { signal: AbortSignal.timeout(5000) })).text();
      const module = { exports: {} };
      vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename: base + file })(module.exports, require, module);
      exports = typeof module.exports.render === 'function' ? module.exports : null;
    } catch (err) {
      console.warn(`[shell] server bundle ${base}${file} failed to load: ${err.message}`);
    }
  }
  bundles.set(base, { checkedAt: Date.now(), file, exports });
  return exports;
}

async function cssOf(url) {
  if (!cssCache.has(url)) {
    cssCache.set(url, fetch(url, { signal: AbortSignal.timeout(1000) }).then((r) => (r.ok ? r.text() : '')).catch(() => ''));
  }
  const css = await cssCache.get(url);
  if (!css) cssCache.delete(url);
  return css;
}

/** What rendering one exposed module needs: the remote's server bundle and manifest (null: leave it to the browser). */
async function loadModule(remotes, remote) {
  const manifestUrl = remotes[remote];
  if (!manifestUrl) return null;
  const [bundle, manifest] = await Promise.all([serverBundleOf(manifestUrl), manifestOf(manifestUrl)]);
  return bundle && manifest ? { bundle, manifest, base: new URL('.', manifestUrl).href } : null;
}

/** Renders one exposed module: `{ html, data, status, css }`, or null to leave it to the browser. */
async function renderModule({ bundle, manifest, base }, remote, module, request) {
  const result = await bundle.render(`${remote}/${module}`, request);
  if (!result || typeof result.html !== 'string') return null;
  const cssFiles = manifest.exposes.find((e) => e.name === module)?.assets.css.sync ?? [];
  const css = (await Promise.all(cssFiles.map((f) => cssOf(base + f)))).join('\n');
  return { ...result, css };
}

// One render at a time per remote: a remote's server bundle keeps per-render caches in its modules (primed,
// rendered, then cleared), so its renders take turns. Different remotes' bundles share nothing but the request
// scope (see atRequest in shared/src/server), so the header and the page render side by side. A render gets
// RENDER_BUDGET_MS once its turn comes; waiting for the turn (other requests' renders) is capped separately.
const queues = new Map();
function inTurn(remote, work) {
  const run = (queues.get(remote) ?? Promise.resolve()).then(() => withTimeout(work(), RENDER_BUDGET_MS));
  queues.set(remote, run.catch(() => {}));
  return withTimeout(run, QUEUE_BUDGET_MS + RENDER_BUDGET_MS);
}

/**
 * Header and page for `pageUrl`. `settings` are the browser's; `apiOrigin`, when the shell proxies the API,
 * is where the server itself sends GraphQL calls.
 */
export async function serverRender(config, pageUrl, apiOrigin) {
  const { pathname } = new URL(pageUrl);
  const page = pageOwner(pathname);
  const settings = apiOrigin
    ? { ...config.settings, graphqlUrl: `${apiOrigin}/graphql`, restUrl: `${apiOrigin}/rest`, searchUrl: `${apiOrigin}/search` }
    : config.settings;
  const request = { url: pageUrl, settings };
  const remotes = config.remotes ?? {};
  const attempt = async (remote, module) => {
    try {
      const loaded = await withTimeout(loadModule(remotes, remote), LOAD_BUDGET_MS);
      return loaded && (await inTurn(remote, () => renderModule(loaded, remote, module, request)));
    } catch (err) {
      console.warn(`[shell] server render of ${remote}/${module} failed: ${err.message}`);
      return null;
    }
  };
  const [header, body] = await Promise.all([attempt('mf_header', 'Header'), attempt(page.remote, page.module)]);
  return { header, page: body && { id: `${page.remote}/${page.module}`, ...body } };
}

/**
 * Until the live modules take over, the server's links work (plain navigation to another server-rendered page)
 * but its buttons and fields are disabled: a tick or a choice made before the app runs would be lost when the
 * live page replaces them.
 */
const disableControls = (html) => html.replace(/<(button|input|select|textarea)\b(?![^>]*\sdisabled\b)/g, '<$1 disabled');

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** A slot's reserved space as a style attribute, the way React writes it (numbers are px). */
const styleOf = (reserve = {}) => Object.entries(reserve)
  .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${typeof value === 'number' ? `${value}px` : value}`)
  .join(';');

/**
 * The shell's first render, as HTML: the same skip link, header slot and page slot the browser renders first
 * (see shell/src/App.tsx; the slots' classes and reserved space come from the table SLOT_LAYOUT reads), holding
 * the server's HTML. Without a page render the page is left to the browser entirely.
 */
export function composeServerView({ header, page }) {
  if (!page) return null;
  const headerClass = SLOT_LAYOUT.slots['mf_header/Header'].className;
  const slot = (id, attrs, html) => `<div ${attrs} data-slot="${id.replace('/', '-')}" data-slot-state="server" data-ssr="${id}" aria-busy="true">${disableControls(html)}</div>`;
  const headerSlot = header
    ? slot('mf_header/Header', `class="${headerClass}"`, header.html)
    : `<div class="${headerClass}" data-slot="mf_header-Header" data-slot-state="loading" aria-busy="true"></div>`;
  const data = {
    ...(header?.data !== undefined ? { 'mf_header/Header': header.data } : {}),
    ...(page.data !== undefined ? { [page.id]: page.data } : {}),
  };
  return {
    status: page.status ?? 200,
    css: [header?.css, page.css].filter(Boolean).join('\n'),
    root: `<a class="skip-link" href="#main">Skip to content</a>${headerSlot}<main id="main" tabindex="-1">${slot(page.id, `style="${styleOf(SLOT_LAYOUT.page.reserve)}"`, page.html)}</main>`,
    script: `<script>window.__TILES_SSR__=${escapeJson(data)}</script>`,
  };
}

/**
 * Runs in the page (serialised into it): starts the app's code once the server-rendered content has painted,
 * including its high-priority images (the likely LCP element), or at the first interaction, or after
 * maxWaitMs. On a slow link the hero image then gets the bandwidth instead of sharing it with ~200 KB of
 * scripts; the page is already readable, and becomes interactive a moment later.
 * "Painted" comes from the Paint and Element Timing observers (not timers, which tests may freeze); a browser
 * without Element Timing starts when the images have loaded.
 */
function startAppAfterFirstContent(hints, scripts, maxWaitMs) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.head.insertAdjacentHTML('beforeend', hints);
    scripts.forEach(function (src) {
      var s = document.createElement('script');
      s.src = src;
      s.async = false;
      document.head.appendChild(s);
    });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  function whenObserved(type, isDone) {
    if (types.indexOf(type) < 0) return false;
    var observer = new PerformanceObserver(function (list) {
      if (isDone(list.getEntries())) { observer.disconnect(); start(); }
    });
    observer.observe({ type: type, buffered: true });
    return true;
  }
  var pending = Array.prototype.filter.call(document.querySelectorAll('#main img[fetchpriority="high"]'), function (img) { return !img.complete; });
  var left = pending.length;
  function settle() { if (--left === 0) start(); }
  if (!left) {
    if (!whenObserved('paint', function (entries) { return entries.some(function (e) { return e.name === 'first-contentful-paint'; }); })) start();
  } else {
    var painted = whenObserved('element', function (entries) { left -= entries.filter(function (e) { return e.identifier === 'tiles-first-view'; }).length; return left <= 0; });
    pending.forEach(function (img) {
      if (painted) img.setAttribute('elementtiming', 'tiles-first-view');
      // Without Element Timing, loading is the signal; a broken image never paints, so it counts as done.
      if (!painted) img.addEventListener('load', settle, { once: true });
      img.addEventListener('error', painted ? function () { if (--left <= 0) start(); } : settle, { once: true });
    });
  }
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (t) { addEventListener(t, start, { once: true, capture: true, passive: true }); });
  setTimeout(start, maxWaitMs);
}

const MAX_WAIT_MS = 2500;

/** For a server-rendered page: moves the app's script tags and preload hints into the loader above. */
export function deferAppCode(html, hints) {
  const scripts = [];
  const withoutScripts = html.replace(/<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g, (_, src) => {
    scripts.push(src);
    return '';
  });
  const loader = `<script>(${startAppAfterFirstContent})(${escapeJson(hints)},${escapeJson(scripts)},${MAX_WAIT_MS})</script>`;
  return withoutScripts.replace('</body>', `${loader}</body>`);
}
