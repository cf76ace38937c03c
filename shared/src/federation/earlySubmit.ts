import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId } from '../contracts/remotes';
import { arrivalOf } from './loadRemoteModule';

/**
 * What an exposed module may export beside its component (`export const onEarlySubmit`): what its form does, in the
 * browser, with the fields a shopper sent before the module was live. The fields are the form's own (hidden inputs
 * included), read as the server drew them. (A form posted to the server without scripts goes to `action`.)
 */
export type EarlySubmit = (fields: FormData) => unknown;

type ModuleWithEarlySubmit = { onEarlySubmit?: EarlySubmit };

/**
 * A form of the server's view sent (its button clicked) before any of the app's code ran: what the shopper asked for
 * is in the form's fields, so they go to the module's `onEarlySubmit` as soon as the module's code is here, without waiting
 * for the page around the form to be hydrated (a card's "Add to cart" in a listing whose code has not come yet).
 * Returns false for a button in no form of a server-rendered slot: its click is made again once hydrated instead.
 * A module that exports no `onEarlySubmit` gets the click made again (`otherwise`), once its slot is hydrated.
 */
export function takeEarlySubmit(button: HTMLButtonElement, otherwise: (button: HTMLButtonElement) => void): boolean {
  const form = button.form;
  const id = form?.closest<HTMLElement>('[data-ssr]')?.dataset.ssr as RemoteModuleId | undefined;
  if (!form || !id) return false;
  const fields = new FormData(form);
  void arrivalOf(id)
    // The same module instance the slot renders: the runtime keeps each remote's modules once loaded.
    .then(() => loadRemote<ModuleWithEarlySubmit>(id))
    .then((mod) => (typeof mod?.onEarlySubmit === 'function' ? mod.onEarlySubmit(fields) : otherwise(button)))
    .catch(() => otherwise(button));
  return true;
}
