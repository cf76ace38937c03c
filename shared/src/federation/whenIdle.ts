/**
 * Resolves once the page has loaded and the main thread is idle, or at the shopper's first interaction,
 * whichever comes first. Slots that are not needed for first paint (search, cart, leads) wait for it,
 * so their code never competes with the header and the page content.
 */
let idle: Promise<void> | null = null;

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

export function whenIdle(): Promise<void> {
  if (idle) return idle;
  idle = new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return resolve();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      INTERACTIONS.forEach((t) => window.removeEventListener(t, finish, true));
      resolve();
    };
    INTERACTIONS.forEach((t) => window.addEventListener(t, finish, { capture: true, passive: true }));
    const afterLoad = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(finish, { timeout: 2500 });
      else setTimeout(finish, 200);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return idle;
}
