import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId } from '../contracts/remotes';
import { arrivalOf } from './loadRemoteModule';

/**
 * What an exposed module may export beside its component (`export const onEarlySubmit`): what its form does with the
 * fields (hidden ones included, as the server drew them) a shopper sent before the module was live.
 */
export type EarlySubmit = (fields: FormData) => unknown;

/**
 * A form of a server-rendered slot sent before any of the app's code ran goes to its module's `onEarlySubmit` as soon
 * as the module's code is here, without waiting for the page around it to hydrate; without one, `otherwise` makes
 * the click again. False for a button in no such form.
 */
export function takeEarlySubmit(button: HTMLButtonElement, otherwise: (button: HTMLButtonElement) => void): boolean {
  const form = button.form;
  const id = form?.closest<HTMLElement>('[data-ssr]')?.dataset.ssr as RemoteModuleId | undefined;
  if (!form || !id) return false;
  const fields = new FormData(form);
  void arrivalOf(id)
    // The runtime keeps a remote's loaded modules: this is the instance the slot renders.
    .then(() => loadRemote<{ onEarlySubmit?: EarlySubmit }>(id))
    .then((mod) => (typeof mod?.onEarlySubmit === 'function' ? mod.onEarlySubmit(fields) : otherwise(button)))
    .catch(() => otherwise(button));
  return true;
}
