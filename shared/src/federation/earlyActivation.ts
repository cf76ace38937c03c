import type { RemoteModuleId } from '../contracts/remotes';

/**
 * The page's loader (shell/server/startApp.ts) records a click on a button carrying this attribute as an
 * activation rather than marking it for the click replay. No module's button carries it any more: a form sent
 * before its module was live goes to the module's `action` (earlySubmit.ts). It stays while the loader still reads
 * it; with that branch gone from the loader, this file goes too.
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
