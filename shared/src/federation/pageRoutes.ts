import type { RemoteModuleId } from '../contracts/remotes';

/**
 * One page of the store: a route pattern, the module that is the page there, and its name in the page's language (for
 * the shell's "not available" message). The shell's server builds the table from the modules' own handles (`routes`)
 * and hands it to the browser in the page's configuration, so both routers pick the same page.
 */
export interface PageRoute {
  path: string;
  id: RemoteModuleId;
  name?: string;
}

const ID = /^mf_[a-z]+\/\w{1,64}$/;
const PATH = /^(\*|\/(?![/\\])[\w\-.~%:/]{0,200}(\/\*)?)$/;

/** The page table as the page's configuration carries it, checked: what is not a route is left out (at most 200). */
export function readPageRoutes(value: unknown): PageRoute[] {
  if (!Array.isArray(value)) return [];
  const routes: PageRoute[] = [];
  for (const entry of value.slice(0, 200)) {
    if (!entry || typeof entry !== 'object') continue;
    const { path, id, name } = entry as Record<string, unknown>;
    if (typeof path !== 'string' || !PATH.test(path) || typeof id !== 'string' || !ID.test(id)) continue;
    const named = typeof name === 'string' && name.length > 0 && name.length <= 80;
    routes.push({ path, id: id as RemoteModuleId, ...(named && { name }) });
  }
  return routes;
}
