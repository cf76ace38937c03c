import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';
import type { ModuleHandle, ModuleLoads } from '@tiles/shared/src/federation/moduleHandle';
import { withTimeout } from '@tiles/shared/src/async/withTimeout';
import { PAGE_ROUTES } from '../src/routes/pageRoutes';
import { manifestOf, type Manifest } from './manifests';
import { loadServerModule } from './serverModules';

const PAGES = new Set<string>(PAGE_ROUTES.map((r) => r.id));
const byManifest = new WeakMap<Manifest, RemoteModuleId[]>();

/**
 * The modules a page may nest (header, search box, mini cart, "Add to cart", …): every module the configured remotes'
 * manifests expose that owns no route. The shell names none of them: a remote that exposes a new one is composed with it.
 */
export async function nestedModuleIds(remotes: Record<string, string>): Promise<RemoteModuleId[]> {
  const lists = await Promise.all(
    Object.entries(remotes).map(async ([name, url]) => {
      const manifest = await manifestOf(url).catch(() => null);
      if (!manifest) return [];
      let ids = byManifest.get(manifest);
      if (!ids) {
        ids = manifest.exposes.map((e) => `${name}/${e.name.replace(/^\.\//, '')}` as RemoteModuleId).filter((id) => !PAGES.has(id));
        byManifest.set(manifest, ids);
      }
      return ids;
    }),
  );
  return lists.flat();
}

/** Each nested module's handle from its server code (loaded once per container); one that does not load says nothing. */
export async function nestedHandles(remotes: Record<string, string>, loadMs = 3000): Promise<Map<RemoteModuleId, ModuleHandle>> {
  const ids = await nestedModuleIds(remotes);
  const handles = await Promise.all(
    ids.map((id) =>
      withTimeout(loadServerModule(remotes, id), loadMs, () => null).then(
        (m) => m?.handle ?? {},
        () => ({}),
      ),
    ),
  );
  return new Map(ids.map((id, i) => [id, handles[i]]));
}

/** The browser's part: when each nested module that does not load `early` (the default) loads. */
export function loadsFrom(handles: Map<RemoteModuleId, ModuleHandle>): Partial<Record<RemoteModuleId, ModuleLoads>> {
  const loads: Partial<Record<RemoteModuleId, ModuleLoads>> = {};
  for (const [id, { loads: when }] of handles) if (when && when !== 'early') loads[id] = when;
  return loads;
}
