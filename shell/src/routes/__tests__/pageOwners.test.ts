// matchRoutes is the browser's own matching; re-exporting it from @tiles/shared would ship it to every page.
// eslint-disable-next-line no-restricted-imports
import { matchRoutes } from 'react-router-dom';
import { PATHS } from '@tiles/shared';
// The shell's server is plain Node and cannot import the TSX routes, so it keeps its own table.
import { pageOwner } from '../../../../scripts/page-owners.mjs';
import { PAGE_ROUTES } from '../ShellRoutes';

const ownerInBrowser = (pathname: string) => matchRoutes(PAGE_ROUTES, pathname)?.at(-1)?.route.id;
const ownerOnServer = (pathname: string) => {
  const { remote, module } = pageOwner(pathname);
  return `${remote}/${module}`;
};

// Every route's own path, with and without a trailing slash, and pages the catch-all serves.
const PATHNAMES = [
  ...Object.values(PATHS).flatMap((p) => [p, p.endsWith('/') ? p.slice(0, -1) : `${p}/`]),
  '/checkout/shipping', '/checkout/payment/review', '/tiles/wooden-tiles', '/tiles/wooden-tiles/', '/quartz-wooden-cream-rustic',
  '/about-us', '/no-such-page', '/account/orders', '/store-locatorx', '/catalogsearch/result/extra',
];

describe('page owners: the server hints and renders the page the browser will show', () => {
  it.each(PATHNAMES.filter((p) => p !== ''))('%s has the same owner in the browser and on the server', (pathname) => {
    expect(ownerOnServer(pathname)).toBe(ownerInBrowser(pathname));
  });

  it('covers every page module the shell routes to', () => {
    const routed = new Set(PAGE_ROUTES.map((r) => r.id));
    const hinted = new Set(PATHNAMES.filter((p) => p !== '').map(ownerOnServer));
    expect([...routed].filter((id) => !hinted.has(id))).toEqual([]);
  });
});
