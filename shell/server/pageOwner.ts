import { matchRoutes } from 'react-router';
import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';
import type { PageRoute } from '@tiles/shared/src/federation/pageRoutes';

export type PageOwner = Readonly<{ id: RemoteModuleId | null; remote: string | null }>;
const NOBODY: PageOwner = Object.freeze({ id: null, remote: null });
/** Owners of recent paths per table (bounded: the paths are the requests'): matchRoutes ranks a table per call (~0.07 ms). */
const owners = new WeakMap<readonly PageRoute[], Map<string, PageOwner>>();

/**
 * The module that is the page at `pathname` in `routes` (the modules' own, pageRoutesOf), matched by the browser's
 * router library, so server and browser pick the same page; nobody when no module claims it (its remote never read).
 */
export function pageOwner(routes: readonly PageRoute[], pathname: string): PageOwner {
  let known = owners.get(routes);
  if (!known) owners.set(routes, (known = new Map()));
  let owner = known.get(pathname);
  if (!owner) {
    if (known.size >= 1000) known.clear();
    const id = matchRoutes([...routes], pathname)?.at(-1)?.route.id as RemoteModuleId | undefined;
    owner = id ? Object.freeze({ id, remote: id.split('/')[0] }) : NOBODY;
    known.set(pathname, owner);
  }
  return owner;
}
