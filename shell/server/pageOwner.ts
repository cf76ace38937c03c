import { matchRoutes } from 'react-router';
import { MODULES } from '../src/remotes/modules';
import { PAGE_ROUTES } from '../src/routes/pageRoutes';

// The browser's table (PAGE_ROUTES), matched by the browser's router library: server and browser pick the same page.
/** Owners of recent paths (bounded: the paths are the requests'): matchRoutes ranks the whole table per call (~0.07 ms). */
const owners = new Map<string, Readonly<{ id: (typeof PAGE_ROUTES)[number]['id']; remote: string }>>();

/** The remote module that renders the page at `pathname` (the catalogue's where no route matches), and its remote. */
export function pageOwner(pathname: string) {
  let owner = owners.get(pathname);
  if (!owner) {
    if (owners.size >= 1000) owners.clear();
    const id = matchRoutes(PAGE_ROUTES, pathname)?.at(-1)?.route.id ?? MODULES.catalogue;
    owners.set(pathname, (owner = Object.freeze({ id, remote: id.split('/')[0] })));
  }
  return owner;
}
