import { whenPageSettled } from '../async/pageSettled';
import type { RemoteModuleId } from '../contracts/remotes';
import { CONTROLS } from './controls';
import { loadRemoteComponent } from './loadRemoteModule';
import { slotBoundary } from './slotFrame';

let settled: Promise<unknown> = Promise.resolve();
/** Starts loading the header, the page and the controls in the server's view side by side (a nested slot would wait). */
export function startFirstModules(root: ParentNode): void {
  const ids = [...root.querySelectorAll<HTMLElement>('[data-ssr="mf_header/Header"], #main > [data-ssr]')].map((el) => el.dataset.ssr);
  const controls = CONTROLS.filter((id) => root.querySelector(`[data-slot="${slotBoundary(id)}"]`));
  settled = Promise.allSettled([...new Set([...ids, ...controls])].map((id) => loadRemoteComponent(id as RemoteModuleId)));
}

let idle: Promise<void> | null = null;
// For `idle` slots: settles once the page has, or at the first interaction once the first modules have loaded, never
// competing with them (no timer: a test's paused clock must not hold it).
export function whenIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return resolve();
    const stop = new AbortController();
    const finish = () => {
      stop.abort();
      resolve();
    };
    for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin'])
      window.addEventListener(type, () => void settled.then(finish), { capture: true, passive: true, signal: stop.signal });
    void whenPageSettled().then(finish);
  });
  return idle;
}
