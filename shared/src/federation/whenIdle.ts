import { whenPageSettled } from '../async/pageSettled';
import { firstModulesSettled } from './firstModules';

/**
 * Resolves once the page has settled (`whenPageSettled`: loaded, a quiet network, an idle main thread), or at the
 * shopper's first interaction once the first modules (header, page, controls) have loaded, whichever comes first.
 * Slots that are not needed for first paint (the category slider, popups, the callback button) wait for it, so
 * their code never competes with the header, the page content and the controls: a shopper's first tap, often on
 * the search box, used to start all of them at once, just when the controls needed the link and the CPU.
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
      INTERACTIONS.forEach((t) => window.removeEventListener(t, interacted, true));
      resolve();
    };
    // No timer here: a test's paused clock must not hold the interaction's path.
    const interacted = () => void firstModulesSettled().then(finish);
    INTERACTIONS.forEach((t) => window.addEventListener(t, interacted, { capture: true, passive: true }));
    void whenPageSettled().then(finish);
  });
  return idle;
}
