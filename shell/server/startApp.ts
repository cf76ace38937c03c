import { EARLY_CLICK_MARK } from '@tiles/shared/src/federation/earlyInput';

/**
 * Runs in the page (written into it as text, so no build step can rewrite it): starts the app's code once the
 * server-rendered content has painted, including its high-priority images (the likely LCP element), or at the
 * first interaction, or after maxWaitMs. On a slow link the hero image then gets the bandwidth instead of sharing
 * it with ~200 KB of scripts; the page is already readable, and becomes interactive a moment later. The controls'
 * hints (`laterHints`) follow once the app's scripts have arrived, so they do not split the link with main.js.
 * "Painted" comes from the Paint and Element Timing observers (not timers, which tests may freeze); a browser
 * without Element Timing starts when the images have loaded. The scripts it adds are on the shell's origin, which
 * the page's CSP allows by source. A button clicked in the server's own view before any of the app's code ran is
 * marked; the app reads the mark as that click: a form's fields go to its module's `onEarlySubmit` as soon as the
 * module is here, any other click is made again once the part holding the button is hydrated
 * (shared/src/federation/earlyInput.ts, earlySubmit.ts).
 */
export const START_APP_AFTER_FIRST_CONTENT = String.raw`function (hints, scripts, maxWaitMs, laterHints) {
  var started = false;
  var hinted = false;
  function addHints(list) {
    list.forEach(function (h) {
      var l = document.createElement('link');
      l.rel = 'preload';
      l.as = h.as;
      l.href = h.href;
      document.head.appendChild(l);
    });
  }
  function hintLater() {
    if (hinted) return;
    hinted = true;
    addHints(laterHints);
  }
  function start() {
    if (started) return;
    started = true;
    addHints(hints);
    scripts.forEach(function (src, i) {
      var s = document.createElement('script');
      s.src = src;
      s.async = false;
      if (i === scripts.length - 1) { s.addEventListener('load', hintLater); s.addEventListener('error', hintLater); }
      document.head.appendChild(s);
    });
    if (!scripts.length) hintLater();
    // The browser's number formatting starts up on first use (its locale data: ~80 ms of CPU at a phone's speed),
    // which would otherwise happen inside the app's first render (prices). Done now, while the scripts download
    // and the main thread has nothing to do.
    setTimeout(function () { try { new Intl.NumberFormat(document.documentElement.lang || 'en').format(1); } catch (e) {} }, 0);
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
  // A tap on a native control (the phone menu's popover button) needs no code: the browser opens it and paints it,
  // then the app starts (inserting its scripts and hints is a long task on a phone: started in the toggle's own
  // task, it held the open menu's paint back).
  function afterPaint() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
  function interacted(e) {
    if (e.target instanceof Element && e.target.closest('[popovertarget]')) addEventListener('toggle', afterPaint, { once: true, capture: true });
    else start();
  }
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (t) { addEventListener(t, interacted, { capture: true, passive: true }); });
  function markClick(e) {
    var inServerView = e.target instanceof Element && e.target.closest('#root > [data-ssr], #main > [data-ssr]');
    var button = inServerView && e.target.closest('button');
    if (!button || button.hasAttribute('popovertarget')) return;
    button.setAttribute('${EARLY_CLICK_MARK}', '');
    removeEventListener('click', markClick, true);
  }
  addEventListener('click', markClick, true);
  setTimeout(start, maxWaitMs);
}`;
