import { firstModulesSettled } from './firstModules';

/**
 * Resolves once the page has loaded, its first content has settled and the main thread is idle, or at the
 * shopper's first interaction once the first modules (header, page, controls) have loaded, whichever comes first.
 * Slots that are not needed for first paint (the category slider, popups, the callback button) wait for it, so
 * their code never competes with the header, the page content and the controls: a shopper's first tap, often on
 * the search box, used to start all of them at once, just when the controls needed the link and the CPU.
 *
 * "Settled" matters because the page's content arrives after `load`: the catalogue fetches its data and
 * then its images once its code has run. Waiting for a short quiet spell with no new requests keeps the
 * later remotes off that critical path.
 */
let idle: Promise<void> | null = null;

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
/** No new resource for this long counts as settled. */
const QUIET_MS = 500;
/** Never wait longer than this after load, however busy the network. */
const MAX_SETTLE_MS = 3000;

export function whenIdle(): Promise<void> {
  if (idle) return idle;
  idle = new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return resolve();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      INTERACTIONS.forEach((t) => window.removeEventListener(t, interacted, true));
      resolve();
    };
    // No timer here: a test's paused clock must not hold the interaction's path.
    const interacted = () => void firstModulesSettled().then(finish);
    INTERACTIONS.forEach((t) => window.addEventListener(t, interacted, { capture: true, passive: true }));
    const whenMainThreadIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(finish, { timeout: 2500 });
      else setTimeout(finish, 200);
    };
    const afterLoad = () => waitForQuietNetwork().then(whenMainThreadIdle);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return idle;
}

function waitForQuietNetwork(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) {
      resolve();
      return;
    }
    let quietTimer: ReturnType<typeof setTimeout>;
    const settle = () => {
      observer.disconnect();
      clearTimeout(quietTimer);
      clearTimeout(capTimer);
      resolve();
    };
    const observer = new PerformanceObserver(() => {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(settle, QUIET_MS);
    });
    observer.observe({ type: 'resource' });
    quietTimer = setTimeout(settle, QUIET_MS);
    const capTimer = setTimeout(settle, MAX_SETTLE_MS);
  });
}
