/**
 * Resolves once the page has loaded, no new resource has arrived for a short quiet spell and the main thread is
 * idle: the moment the page's own first work (its code, its data, the images it needs first) is done. Work that
 * only decorates the page waits for it (below-the-fold images, then the later remotes), so it never shares a
 * phone's slow link with a control the shopper is using. Unlike `whenIdle` there is no shortcut at the first
 * interaction: a first tap on "Add to cart" or the search box is exactly when the link is needed for that.
 *
 * "Settled" matters because the page's content arrives after `load`: the catalogue fetches its data and then its
 * images once its code has run. Waiting for a quiet spell with no new requests keeps decoration off that path.
 */
let settled: Promise<void> | null = null;
let done = false;

/** No new resource for this long counts as settled. */
const QUIET_MS = 500;
/** Never wait longer than this after load, however busy the network. */
const MAX_SETTLE_MS = 3000;

export function whenPageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return resolve();
    const finish = () => {
      done = true;
      resolve();
    };
    const whenMainThreadIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(finish, { timeout: 2500 });
      else setTimeout(finish, 200);
    };
    const afterLoad = () => waitForQuietNetwork().then(whenMainThreadIdle);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return settled;
}

/** True once `whenPageSettled` has resolved: a view rendered later (in-app navigation) need not wait for it. */
export const pageHasSettled = (): boolean => done;

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
