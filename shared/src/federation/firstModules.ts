import type { RemoteModuleId } from '../contracts/remotes';
import { CONTROLS } from './controls';
import { loadRemoteComponent } from './loadRemoteModule';
import { slotBoundary } from './slotLayout';

let settled: Promise<unknown> = Promise.resolve();

/**
 * Starts loading, side by side, the modules the server's view shows first: the header, the page and the controls
 * whose slots it holds (CONTROLS). A slot nested in the header or the page would otherwise ask for its code only
 * once the slot around it had gone live (a round trip and a remote's start-up later). The slots join these loads
 * (loadRemoteComponent shares them); a load that fails is forgotten, and its slot tries again as usual.
 */
export function startFirstModules(root: ParentNode): void {
  const view = new Set<RemoteModuleId>();
  for (const el of root.querySelectorAll<HTMLElement>('[data-ssr="mf_header/Header"], #main > [data-ssr]'))
    view.add(el.dataset.ssr as RemoteModuleId);
  const controls = CONTROLS.filter((id) => root.querySelector(`[data-slot="${slotBoundary(id)}"]`));
  settled = Promise.allSettled([...view, ...controls].map((id) => loadRemoteComponent(id)));
}

/** Settles once the first modules' loads have (at once when none were started). */
export const firstModulesSettled = (): Promise<unknown> => settled;
