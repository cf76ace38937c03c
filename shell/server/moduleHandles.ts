import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';
import type { ModuleHandle, ModuleLoads } from '@tiles/shared/src/federation/moduleHandle';
import type { PageRoute } from '@tiles/shared/src/federation/pageRoutes';
import type { LanguageCode } from '@tiles/shared/src/i18n/locale';
import { withTimeout } from '@tiles/shared/src/async/withTimeout';
import { manifestOf, type Manifest } from './manifests';
import { loadServerModule } from './serverModules';

type Exposed = { id: RemoteModuleId; handle: ModuleHandle };
/** A remote's modules and their handles, per manifest read (a redeploy is a new manifest): read once, while all load. */
const byManifest = new WeakMap<Manifest, Exposed[]>();
/** The last modules read from each manifest URL: a remote down or slow now keeps its pages routed to it (its slot's fallback). */
const lastKnown = new Map<string, Exposed[]>();

async function exposedBy(remotes: Record<string, string>, name: string, loadMs: number): Promise<Exposed[]> {
  const url = remotes[name];
  const manifest = await manifestOf(url).catch(() => null);
  const known = manifest && byManifest.get(manifest);
  if (known) return known;
  if (!manifest) return lastKnown.get(url) ?? [];
  // A manifest that lists nothing readable exposes nothing (a broken deploy is the remote's fallback, not the shell's error).
  const exposes = Array.isArray(manifest.exposes) ? manifest.exposes.filter((e) => typeof e?.name === 'string') : [];
  const ids = exposes.map((e) => `${name}/${e.name.replace(/^\.\//, '')}` as RemoteModuleId);
  const modules = await Promise.all(ids.map((id) => withTimeout(loadServerModule(remotes, id), loadMs, () => null).catch(() => null)));
  // A module that did not load says nothing now: not kept, so the next page asks again.
  if (modules.some((m) => !m)) return lastKnown.get(url) ?? ids.map((id, i) => ({ id, handle: modules[i]?.handle ?? {} }));
  const exposed = ids.map((id, i) => ({ id, handle: modules[i]!.handle }));
  byManifest.set(manifest, exposed);
  lastKnown.set(url, exposed);
  return exposed;
}

const perRemote = (remotes: Record<string, string>, loadMs = 3000) =>
  Promise.all(Object.keys(remotes).map((name) => exposedBy(remotes, name, loadMs)));

/** Every module the configured remotes expose, with what each says of itself (its `handle`), in the remotes' order. */
export async function exposedModules(remotes: Record<string, string>, loadMs = 3000): Promise<Exposed[]> {
  return (await perRemote(remotes, loadMs)).flat();
}

/**
 * The modules a page may nest (header, search box, mini cart, "Add to cart", …): every exposed module that is no page
 * (names no `routes`). The shell names none of them: a remote that exposes a new one is composed with it.
 */
export async function nestedModuleIds(remotes: Record<string, string>): Promise<RemoteModuleId[]> {
  return (await exposedModules(remotes)).filter(({ handle }) => !handle.routes).map(({ id }) => id);
}

/** Each nested module's handle. */
export async function nestedHandles(remotes: Record<string, string>, loadMs = 3000): Promise<Map<RemoteModuleId, ModuleHandle>> {
  const exposed = await exposedModules(remotes, loadMs);
  return new Map(exposed.filter(({ handle }) => !handle.routes).map(({ id, handle }) => [id, handle]));
}

/**
 * The store's pages from the modules' own `routes`, named in `language`: the table both routers match (the browser's
 * from the page's configuration). A path two modules claim is the first remote's (in the remotes file's order).
 */
export async function pageRoutesOf(remotes: Record<string, string>, language: LanguageCode = 'en'): Promise<PageRoute[]> {
  const parts = await perRemote(remotes);
  // The same reads as the last page's: the same table (the page owners' cache is per table).
  const last = tables.get(language);
  if (last && last.parts.length === parts.length && last.parts.every((p, i) => p === parts[i])) return last.routes;
  const routes: PageRoute[] = [];
  const claimed = new Set<string>();
  for (const { id, handle } of parts.flat())
    for (const path of handle.routes ?? []) {
      if (claimed.has(path)) continue;
      claimed.add(path);
      const name = handle.pageName?.[language] ?? handle.pageName?.en;
      routes.push({ path, id, ...(name && { name }) });
    }
  tables.set(language, { parts, routes });
  return routes;
}
const tables = new Map<LanguageCode, { parts: Exposed[][]; routes: PageRoute[] }>();

/** The browser's part: when each nested module that does not load `early` (the default) loads. */
export function loadsFrom(handles: Map<RemoteModuleId, ModuleHandle>): Partial<Record<RemoteModuleId, ModuleLoads>> {
  const loads: Partial<Record<RemoteModuleId, ModuleLoads>> = {};
  for (const [id, { loads: when }] of handles) if (when && when !== 'early') loads[id] = when;
  return loads;
}
