import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteModuleId, RemoteModules } from '../contracts/remotes';
import { withTimeout } from '../async/withTimeout';
import { healPlugin } from './healPlugin';

/** A slot gives up on a remote that has not delivered within this time. */
export const REMOTE_TIMEOUT_MS = 3000;

type Loaded<K extends RemoteModuleId> = ComponentType<RemoteModules[K]>;
type Component = ComponentType<never>;
/** Marked as React's `use` reads a settled promise: a slot whose code is here renders without suspending. */
type Arrival = Promise<Component> & { status?: 'fulfilled'; value?: Component };

/** The container script each build writes beside the manifest remotes.json names (no manifest reader in the shell). */
export const entryOf = (manifestUrl: string) => manifestUrl.replace(/[^/?#]*\.json(?=[?#]|$)/, 'remoteEntry.js');

const entries = new Map<string, string>();
/**
 * Per module: the load in flight, shared by its slots and forgotten when it fails, and its arrival, which settles when
 * any load succeeds and stays pending through failures (a slot being hydrated waits on it, keeping the server's HTML).
 */
const modules = new Map<RemoteModuleId, { load?: Promise<Component>; arrival: Arrival; arrive: (c: Component) => void }>();

function moduleOf(id: RemoteModuleId) {
  let m = modules.get(id);
  if (!m) {
    let resolve!: (c: Component) => void;
    const arrival: Arrival = new Promise((r) => (resolve = r));
    m = { arrival, arrive: (value) => resolve(Object.assign(arrival, { status: 'fulfilled' as const, value }).value) };
    modules.set(id, m);
  }
  return m;
}

export const arrivalOf = <K extends RemoteModuleId>(id: K) => moduleOf(id).arrival as unknown as Promise<Loaded<K>>;
export const loadedRemoteComponent = <K extends RemoteModuleId>(id: K) => modules.get(id)?.arrival.value as Loaded<K> | undefined;

export function registerRemoteManifests(remotes: Record<string, string>): void {
  if (!entries.size) registerPlugins([healPlugin()]);
  for (const [name, manifest] of Object.entries(remotes)) entries.set(name, entryOf(manifest));
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

/** Remotes registered afresh whose next load has not settled: the slots retrying together share one reset. */
const freshlyReset = new Set<string>();

/** Loads one exposed component, once for all its slots; fails after REMOTE_TIMEOUT_MS without an answer. */
export function loadRemoteComponent<K extends RemoteModuleId>(id: K): Promise<Loaded<K>> {
  const m = moduleOf(id);
  if (!m.load) {
    const loading = loadRemote<{ default?: Component }>(id).then((mod) => {
      if (!mod?.default) throw new Error('the module has no default export');
      m.arrive(mod.default);
      return mod.default;
    });
    const load = withTimeout(loading, REMOTE_TIMEOUT_MS, () => {
      throw new Error(`no answer within ${REMOTE_TIMEOUT_MS} ms`);
    }).catch((e: unknown) => {
      throw new Error(`Remote module ${id} could not be loaded: ${e instanceof Error ? e.message : String(e)}`);
    });
    m.load = load;
    load.catch(() => m.load === load && delete m.load).finally(() => freshlyReset.delete(id.split('/')[0]));
  }
  return m.load as Promise<Loaded<K>>;
}

/** Forgets a remote so its next load fetches its entry again (once for the slots retrying together). */
export function resetRemote(id: RemoteModuleId): void {
  const name = id.split('/')[0];
  if (freshlyReset.has(name)) return;
  freshlyReset.add(name);
  // An arrival still pending stays: slots being hydrated wait on it, and the next load that succeeds settles it.
  for (const [key, m] of modules) {
    if (!key.startsWith(`${name}/`)) continue;
    if (m.arrival.value) modules.delete(key);
    else delete m.load;
  }
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
