import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteModuleId, RemoteModules } from '../contracts/remotes';
import { withTimeout } from '../async/withTimeout';
import { healPlugin } from './healPlugin';
import { integrityPlugin } from './integrityPlugin';

/** A slot gives up on a remote that has not delivered within this time. */
export const REMOTE_TIMEOUT_MS = 3000;
type Loaded<K extends RemoteModuleId> = ComponentType<RemoteModules[K]>;
type Component = ComponentType<never>;

/** The container script each build writes beside the manifest remotes.json names (no manifest reader in the shell). */
export const entryOf = (manifestUrl: string) => manifestUrl.replace(/[^/?#]*\.json(?=[?#]|$)/, 'remoteEntry.js');

const entries = new Map<string, string>();
/** Per module: the load in flight (shared, forgotten when it fails), and its arrival, which failures do not settle. */
const modules = new Map<RemoteModuleId, { load?: Promise<Component>; arrival: Promise<Component>; arrived?: Component }>();
const arrive = new Map<RemoteModuleId, (c: Component) => void>();

function moduleOf(id: RemoteModuleId) {
  if (!modules.has(id)) modules.set(id, { arrival: new Promise((resolve) => arrive.set(id, resolve)) });
  return modules.get(id)!;
}

/** Who waits for any module of a remote to arrive: a slot that gave up heals when its remote's code turns up late. */
const arrivalListeners = new Map<string, Set<() => void>>();
export function onRemoteArrival(name: string, listener: () => void): () => void {
  if (!arrivalListeners.has(name)) arrivalListeners.set(name, new Set());
  arrivalListeners.get(name)!.add(listener);
  return () => arrivalListeners.get(name)?.delete(listener);
}
const remoteOf = (id: RemoteModuleId) => id.split('/')[0];

export const arrivalOf = <K extends RemoteModuleId>(id: K) => moduleOf(id).arrival as Promise<Loaded<K>>;
export const loadedRemoteComponent = <K extends RemoteModuleId>(id: K) => modules.get(id)?.arrived as Loaded<K> | undefined;

/** `integrity`: the pinned releases' manifest and entry hashes (readIntegrity), fixed for the page's life. */
export function registerRemoteManifests(remotes: Record<string, string>, integrity: ReadonlyMap<string, string> = new Map()): void {
  if (!entries.size) registerPlugins([healPlugin(), ...(integrity.size ? [integrityPlugin(integrity)] : [])]);
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
      // The first code to arrive stays this record's component: a retry's load on a fresh container that raced the
      // first one must not swap the type under a mounted slot (React would remount it, losing what was typed).
      m.arrived ??= mod.default;
      if (modules.get(id) === m) arrive.get(id)?.(m.arrived); // not a newer record's, after a reset
      for (const listener of [...(arrivalListeners.get(remoteOf(id)) ?? [])]) listener();
      return m.arrived;
    });
    const load = withTimeout(loading, REMOTE_TIMEOUT_MS, () => {
      throw new Error(`no answer within ${REMOTE_TIMEOUT_MS} ms`);
    }).catch((e: unknown) => {
      throw new Error(`Remote module ${id} could not be loaded: ${e instanceof Error ? e.message : String(e)}`);
    });
    m.load = load;
    load.catch(() => m.load === load && delete m.load).finally(() => freshlyReset.delete(remoteOf(id)));
  }
  return m.load as Promise<Loaded<K>>;
}

/** Forgets a remote so its next load fetches its entry again (once for the slots retrying together). */
export function resetRemote(id: RemoteModuleId): void {
  const name = remoteOf(id);
  if (freshlyReset.has(name)) return;
  freshlyReset.add(name);
  // An arrival still pending stays: slots being hydrated wait on it, and the next load that succeeds settles it.
  for (const [key, m] of modules) {
    if (!key.startsWith(`${name}/`)) continue;
    if (m.arrived) modules.delete(key);
    else delete m.load;
  }
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
