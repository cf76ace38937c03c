import { EARLY_CLICK_MARK, EARLY_CLICKS_WATCHED } from '@tiles/shared/src/federation/earlyInput';

/** The page's status line the loader tells a screen reader through that a tapped control is loading (Document.tsx). */
export const TAP_STATUS = 'tiles-tap-status';
/** The class of the loader's own outline drawn over a control whose answer is coming (shell/public/critical.css). */
export const TAP_COMING = 'shell-tap-coming';

// Page text (no build step rewrites it): starts the app's code once the server's content, its likely LCP image
// included, has painted (Paint and Element Timing, not timers tests may freeze), at the first interaction, or after
// maxWaitMs: on a slow link the hero image gets the bandwidth first, and the controls' hints follow main.js.
export const START_APP_AFTER_FIRST_CONTENT = String.raw`function (hints, scripts, maxWaitMs, laterHints) {
  var started = false, hinted = false;
  // Each element put in starts a fetch, 10-20 ms of a slow phone's main thread (a listing's sixteen were one 300 ms
  // task): they go in ~10 ms at a time, the rest in the next task (a message: timers are clamped), so a tap gets between.
  var queue = [], channel = window.MessageChannel ? new MessageChannel() : null;
  function drain() {
    var until = Date.now() + 10;
    do document.head.appendChild(queue.shift()); while (queue.length && Date.now() < until);
    if (queue.length) channel ? channel.port2.postMessage(0) : setTimeout(drain, 0);
  }
  if (channel) channel.port1.onmessage = drain;
  function insert(els) { var idle = !queue.length; queue.push.apply(queue, els); if (idle && queue.length) drain(); }
  function hintsOf(list) {
    return list.map(function (h) { var l = document.createElement('link'); l.rel = 'preload'; l.as = h.as; l.href = h.href; if (h.integrity) { l.integrity = h.integrity; l.crossOrigin = 'anonymous'; } return l; });
  }
  function hintLater() { if (!hinted) { hinted = true; insert(hintsOf(laterHints)); } }
  function start() {
    if (started) return;
    started = true;
    // The scripts first (in order: async = false), then their modules' hints.
    insert(scripts.map(function (src, i) {
      var s = document.createElement('script');
      s.src = src;
      s.async = false;
      if (i === scripts.length - 1) { s.addEventListener('load', hintLater); s.addEventListener('error', hintLater); }
      return s;
    }).concat(hintsOf(hints)));
    if (!scripts.length) hintLater();
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  function whenObserved(type, isDone) {
    if (types.indexOf(type) < 0) return false;
    var observer = new PerformanceObserver(function (list) { if (isDone(list.getEntries())) { observer.disconnect(); start(); } });
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
      else img.addEventListener('load', settle, { once: true });
      img.addEventListener('error', painted ? function () { if (--left <= 0) start(); } : settle, { once: true });
    });
  }
  // A popover button (the phone menu) works as HTML: while its slot is not live its events are kept from React, which
  // would hydrate the whole page at once to find no handler, and the app starts after the browser painted it open (in
  // the toggle's own task, inserting the scripts held that paint back). Any other press starts the app. A server-view
  // button clicked before the app records clicks is marked, and the app takes the mark as that click (earlyInput.ts);
  // a posting form's button posts by itself.
  function afterPaint() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
  // A control of a slot whose code is on its way shows its answer is coming: a dashed, moving outline over it, an
  // element of the loader's own outside the root (React's HTML is never changed before React hydrated it), and the
  // page's status line says so; both go once the slot is live, or its HTML replaced. A slot whose code is late (its
  // Retry shown) still takes the tap once it heals: it is still coming.
  var shown = [], status = document.getElementById('${TAP_STATUS}');
  function waits(el) { var slot = el.closest('[data-slot]'); return slot && slot.matches('[data-ssr]:not([data-slot-state="ready"])'); }
  function place(s) {
    var r = s.el.getBoundingClientRect(), st = s.box.style;
    st.left = r.left + scrollX + 'px'; st.top = r.top + scrollY + 'px'; st.width = r.width + 'px'; st.height = r.height + 'px';
  }
  function follow() {
    shown = shown.filter(function (s) {
      if (s.el.isConnected && waits(s.el)) return place(s), true;
      s.box.remove();
    });
    if (shown.length) requestAnimationFrame(follow);
    else if (status) status.textContent = '';
  }
  function coming(el) {
    if (shown.some(function (s) { return s.el === el; })) return;
    var s = { el: el, box: document.createElement('div') }, name = el.getAttribute('aria-label') || (el.labels && el.labels[0] ? el.labels[0].textContent : el.textContent);
    s.box.className = '${TAP_COMING}';
    document.body.appendChild(s.box);
    place(s);
    if (shown.push(s) === 1) requestAnimationFrame(follow);
    if (status) status.textContent = status.getAttribute('data-words').replace('{what}', function () { return name.replace(/\s+/g, ' ').trim(); });
  }
  function pressed(e) {
    var el = e.target instanceof Element ? e.target : null, popover = el && el.closest('[popovertarget]');
    if (popover && popover.closest('[data-slot-state="server"]')) e.stopPropagation();
    var waiting = el && !popover && waits(el);
    var button = waiting && e.type === 'click' && el.closest('button');
    if (button && !(button.type === 'submit' && button.form && button.form.method === 'post')) {
      if (!window.${EARLY_CLICKS_WATCHED}) button.setAttribute('${EARLY_CLICK_MARK}', '');
      coming(button);
    }
    if (waiting && e.type === 'change' && el.matches('input[type=checkbox], input[type=radio], select')) coming(el);
    if (e.type !== 'pointerdown' && e.type !== 'keydown' && e.type !== 'touchstart') return;
    if (popover) addEventListener('toggle', afterPaint, { once: true, capture: true });
    else start();
  }
  'pointerdown pointerup mousedown mouseup touchstart touchend click keydown keyup change'.split(' ').forEach(function (t) { addEventListener(t, pressed, { capture: true, passive: true }); });
  // A form its module sends (it has no action of its own) would reload the page as a GET and lose what was typed: not
  // sent by the browser while its slot is not live; its button, marked above, is clicked again once it is.
  addEventListener('submit', function (e) {
    var form = e.target, slot = form instanceof Element && !form.hasAttribute('action') && form.closest('[data-slot]');
    if (slot && slot.matches('[data-ssr]:not([data-slot-state="ready"])')) e.preventDefault();
  }, true);
  setTimeout(start, maxWaitMs);
}`;
