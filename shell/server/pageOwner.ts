import { matchRoutes } from 'react-router';
import { PAGE_ROUTES } from '../src/routes/pageRoutes';

// The browser's table, matched by the browser's router library: server and browser cannot pick different pages.
const ROUTES = PAGE_ROUTES.map(({ path, id }) => ({ path, id }));
/** Owners of recent paths (bounded: the paths are the requests'): matchRoutes ranks the whole table per call (~0.07 ms). */
const owners = new Map<string, ReturnType<typeof ownerOf>>();

function ownerOf(pathname: string) {
  const id = matchRoutes(ROUTES, pathname)?.at(-1)?.route.id ?? 'mf_catalog/CatalogRoute';
  const [remote, module] = id.split('/');
  return Object.freeze({ id, remote, module });
}

/** The remote module that renders the page at `pathname`, e.g. `mf_catalog/CatalogRoute`. */
export function pageOwner(pathname: string) {
  let owner = owners.get(pathname);
  if (!owner) {
    if (owners.size >= 1000) owners.clear();
    owners.set(pathname, (owner = ownerOf(pathname)));
  }
  return owner;
}
