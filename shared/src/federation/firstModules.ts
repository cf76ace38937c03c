import { whenPageSettled } from '../async/pageSettled';
import type { RemoteModuleId } from '../contracts/remotes';
import { loadRemoteComponent } from './loadRemoteModule';
import { loadsOf } from './moduleHandle';

let settled: Promise<unknown> = Promise.resolve();
/**
 * Starts loading every module in the server's view that does not wait for idle (the header, the page, the controls
 * a shopper reaches for first) side by side: a nested slot would otherwise wait for the module around it.
 */
export function startFirstModules(root: ParentNode): void {
  // A slot's element names its module (`mf_cart-AddToCart`: slotBoundary's form; remote names have no dash).
  const ids = [...root.querySelectorAll<HTMLElement>('[data-slot]')].map(
    (el) => (el.dataset.slot ?? '').replace('-', '/') as RemoteModuleId,
  );
  const first = [...new Set(ids)].filter((id) => /^mf_[a-z]+\/\w+$/.test(id) && loadsOf(id) !== 'idle');
  settled = Promise.allSettled(first.map((id) => loadRemoteComponent(id)));
}

let idle: Promise<void> | null = null;
// For `idle` slots: settles once the page has, or at the first interaction once the first modules have loaded, never
// competing with them (no timer: a test's paused clock must not hold it).
export function whenIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return resolve();
    // Removed by hand, not by an AbortSignal: a page whose window is another realm's (a server-side test's jsdom)
    // refuses this realm's signal.
    const types = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
    const reached = () => void settled.then(finish);
    const finish = () => {
      for (const type of types) window.removeEventListener(type, reached, true);
      resolve();
    };
    for (const type of types) window.addEventListener(type, reached, { capture: true, passive: true });
    void whenPageSettled().then(finish);
  });
  return idle;
}
