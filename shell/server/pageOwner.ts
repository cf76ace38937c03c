import { matchRoutes } from 'react-router';
import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';
import { PAGE_ROUTES } from '../src/routes/pageRoutes';

export interface PageOwner {
  id: RemoteModuleId;
  remote: string;
  module: string;
}

// The browser's table, matched by the browser's router library: server and browser cannot pick different pages.
const ROUTES = PAGE_ROUTES.map(({ path, id }) => ({ path, id }));

/**
 * Owners of recent paths: matchRoutes flattens and ranks the whole table on every call (~0.07 ms; page.ts, render.tsx
 * and preload.ts each ask). Bounded, as the paths are the requests'.
 */
const owners = new Map<string, PageOwner>();
const MAX_OWNERS = 1000;

/** The remote module that renders the page at `pathname`, e.g. `mf_catalog/CatalogRoute`. */
export function pageOwner(pathname: string): PageOwner {
  const known = owners.get(pathname);
  if (known) return known;
  const match = matchRoutes(ROUTES, pathname)?.at(-1);
  const id = match?.route.id ?? 'mf_catalog/CatalogRoute';
  const [remote, module] = id.split('/');
  const owner = Object.freeze({ id, remote, module });
  if (owners.size >= MAX_OWNERS) owners.clear();
  owners.set(pathname, owner);
  return owner;
}
