import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteModuleId, RemoteModules } from '../contracts/remotes';
import { withTimeout } from '../async/withTimeout';
import { healPlugin } from './healPlugin';

/** A slot gives up on a remote that has not delivered within this time. */
export const REMOTE_TIMEOUT_MS = 3000;

type Loaded<K extends RemoteModuleId> = ComponentType<RemoteModules[K]>;

/** The container script each remote build writes beside its manifest (`filename` in shared/build). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * remotes.json names each remote's `mf-manifest.json`: the shell's server reads it for preload hints and server
 * renders. The browser loads the container script beside it directly, which saves a request per remote and lets
 * the shell ship the federation runtime without its manifest reader (`disableSnapshot`). A URL that already names
 * a script is used as it is.
 */
export function entryOf(manifestUrl: string): string {
  return manifestUrl.replace(/[^/?#]*\.json(?=[?#]|$)/, REMOTE_ENTRY_FILE);
}

const entries = new Map<string, string>();
const cache = new Map<RemoteModuleId, Promise<ComponentType<never>>>();
/** The modules whose code has arrived, for a slot that can go live at once (useRemoteModule). */
const loaded = new Map<RemoteModuleId, ComponentType<never>>();

/** React's thenable protocol: `use` reads a promise marked fulfilled without suspending again. */
type Arrival = Promise<ComponentType<never>> & { status?: 'fulfilled'; value?: ComponentType<never> };
const arrivals = new Map<RemoteModuleId, { promise: Arrival; resolve: (c: ComponentType<never>) => void }>();

function arrivalEntry(id: RemoteModuleId) {
  let entry = arrivals.get(id);
  if (!entry) {
    let resolve!: (c: ComponentType<never>) => void;
    const promise: Arrival = new Promise((r) => (resolve = r));
    entry = {
      promise,
      resolve: (c) => {
        Object.assign(promise, { status: 'fulfilled', value: c });
        resolve(c);
      },
    };
    arrivals.set(id, entry);
  }
  return entry;
}

/**
 * Settles when the module's code has arrived, by whichever load (a failed load leaves it pending, and a later retry
 * that succeeds settles it). A slot being hydrated suspends on it: until then the server's HTML stays as it is.
 */
export function arrivalOf<K extends RemoteModuleId>(id: K): Promise<Loaded<K>> {
  const found = loaded.get(id);
  if (found) arrivalEntry(id).resolve(found);
  return arrivalEntry(id).promise as unknown as Promise<Loaded<K>>;
}

export function registerRemoteManifests(remotes: Record<string, string>): void {
  if (!entries.size) registerPlugins([healPlugin()]);
  for (const [name, manifest] of Object.entries(remotes)) entries.set(name, entryOf(manifest));
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

export class RemoteLoadError extends Error {
  constructor(
    public readonly id: string,
    reason: string,
  ) {
    super(`Remote module ${id} could not be loaded: ${reason}`);
  }
}

/** The load, or a RemoteLoadError naming the module once REMOTE_TIMEOUT_MS pass or the load fails. */
function loadWithin<T>(promise: Promise<T>, id: string): Promise<T> {
  const failed = promise.catch((e: unknown) => {
    throw new RemoteLoadError(id, e instanceof Error ? e.message : String(e));
  });
  return withTimeout(failed, REMOTE_TIMEOUT_MS, () => {
    throw new RemoteLoadError(id, `no answer within ${REMOTE_TIMEOUT_MS} ms`);
  });
}

/**
 * Remotes registered afresh (resetRemote) whose next load has not settled yet. The slots of one remote fail together
 * and their retry timers fire together: the first one's reset serves them all, instead of each throwing away the
 * container the one before it has just started loading.
 */
const freshlyReset = new Set<string>();

/** Loads one exposed component, sharing the promise between slots and forgetting it on failure. */
export function loadRemoteComponent<K extends RemoteModuleId>(id: K): Promise<Loaded<K>> {
  let pending = cache.get(id);
  if (!pending) {
    pending = loadWithin(
      loadRemote<{ default?: ComponentType<never> }>(id).then((mod) => {
        if (!mod?.default) throw new Error('the module has no default export');
        loaded.set(id, mod.default);
        arrivalEntry(id).resolve(mod.default);
        return mod.default;
      }),
      id,
    );
    pending.catch(() => cache.delete(id)).finally(() => freshlyReset.delete(id.split('/')[0]));
    cache.set(id, pending);
  }
  return pending as Promise<Loaded<K>>;
}

/** The component, when its code has already arrived (a load of it succeeded); otherwise undefined. */
export function loadedRemoteComponent<K extends RemoteModuleId>(id: K): Loaded<K> | undefined {
  return loaded.get(id) as Loaded<K> | undefined;
}

/** Forgets a failed remote so the next load fetches its entry again (once for the slots retrying together). */
export function resetRemote(id: RemoteModuleId): void {
  const name = id.split('/')[0];
  if (freshlyReset.has(name)) return;
  freshlyReset.add(name);
  for (const key of [...cache.keys()]) if (key.startsWith(`${name}/`)) cache.delete(key);
  for (const key of [...loaded.keys()]) if (key.startsWith(`${name}/`)) loaded.delete(key);
  // An arrival still pending stays: slots being hydrated wait on it, and the next load that succeeds settles it.
  for (const [key, { promise }] of [...arrivals]) if (key.startsWith(`${name}/`) && promise.status === 'fulfilled') arrivals.delete(key);
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
