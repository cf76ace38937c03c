import type { RemoteModuleId } from '../contracts/remotes';

/**
 * A button of the server's view that its owner can act on by itself, from what the button says, before the slots
 * around it are live (a card's "Add to cart": the sku is its slot's instance key, the attribute's value the boxes).
 * A click on it made before any of the app's code ran is recorded by the page's loader (shell/server/startApp.ts)
 * as an activation, not marked for the click replay (earlyInput.ts), and the owner's module takes it once, as its
 * code arrives: one action, however late the page and the slots around it go live (a phone's first tap on "Add to
 * cart" used to wait for the app, the listing's and the cart's takeovers in turn before the click was made again).
 */
export const EARLY_ACTIVATION_ATTR = 'data-early-activation';

/** The loader's record, on window: open until the app's code starts recording the page itself. */
export const EARLY_ACTIVATIONS_GLOBAL = '__TILES_EARLY_ACTIVATIONS__';

export interface EarlyActivation {
  /** The module whose server render the button is in (the slot's `data-ssr`). */
  module: string;
  /** The slot's instance key (`data-ssr-key`). */
  key: string;
  /** The button's EARLY_ACTIVATION_ATTR, as its owner wrote it. */
  value: string;
}

interface ActivationRecord {
  open?: boolean;
  clicks?: unknown;
}

type Host = typeof globalThis & { [EARLY_ACTIVATIONS_GLOBAL]?: ActivationRecord };

const isActivation = (a: unknown): a is EarlyActivation =>
  typeof a === 'object' && a !== null && ['module', 'key', 'value'].every((k) => typeof (a as Record<string, unknown>)[k] === 'string');

function record(): ActivationRecord | undefined {
  if (typeof window === 'undefined') return undefined;
  const found = (globalThis as Host)[EARLY_ACTIVATIONS_GLOBAL];
  return typeof found === 'object' && found !== null ? found : undefined;
}

/**
 * From now on a click is the app's to record (the shell calls this as its code starts): the loader records no more
 * activations, so no click is both an activation and a replayed click.
 */
export function closeEarlyActivations(): void {
  const r = record();
  if (r) r.open = false;
}

/** The activations of `module`'s buttons, each handed out once (a malformed entry is dropped). */
export function takeEarlyActivations(module: RemoteModuleId): EarlyActivation[] {
  const r = record();
  if (!r || !Array.isArray(r.clicks)) return [];
  const all = (r.clicks as unknown[]).filter(isActivation);
  const mine = all.filter((a) => a.module === module);
  r.clicks = all.filter((a) => a.module !== module);
  return mine;
}
