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

/** The remote module that renders the page at `pathname`, e.g. `mf_catalog/CatalogRoute`. */
export function pageOwner(pathname: string): PageOwner {
  const match = matchRoutes(ROUTES, pathname)?.at(-1);
  const id = match?.route.id ?? 'mf_catalog/CatalogRoute';
  const [remote, module] = id.split('/');
  return { id, remote, module };
}
