import { render } from '@testing-library/react';
import { MemoryRouter, PATHS, Route, Routes } from '@tiles/shared';
import { PAGE_ROUTES } from '../../src/routes/pageRoutes';
import { pageOwner } from '../pageOwner';

/** The module the browser's router picks for a path: PAGE_ROUTES rendered the way ShellRoutes renders them. */
function ownerInBrowser(pathname: string) {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[pathname]}>
      <Routes>
        {PAGE_ROUTES.map(({ path, id }) => (
          <Route key={path} path={path} element={<span data-owner={id} />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
  const owner = container.querySelector('[data-owner]')?.getAttribute('data-owner');
  unmount();
  return owner;
}
const ownerOnServer = (pathname: string) => pageOwner(pathname).id;

// Every route's own path, with and without a trailing slash, and pages the catch-all serves.
const PATHNAMES = [
  ...Object.values(PATHS).flatMap((p) => [p, p.endsWith('/') ? p.slice(0, -1) : `${p}/`]),
  '/checkout/shipping',
  '/checkout/payment/review',
  '/tiles/wooden-tiles',
  '/tiles/wooden-tiles/',
  '/quartz-wooden-cream-rustic',
  '/about-us',
  '/no-such-page',
  '/account/orders',
  '/store-locatorx',
  '/catalogsearch/result/extra',
].filter((p) => p !== '');

describe('page owners: the server hints and renders the page the browser will show', () => {
  it.each(PATHNAMES)('%s has the same owner in the browser and on the server', (pathname) => {
    expect(ownerOnServer(pathname)).toBe(ownerInBrowser(pathname));
  });

  it('covers every page module the shell routes to', () => {
    const routed = new Set(PAGE_ROUTES.map((r) => r.id));
    const hinted = new Set(PATHNAMES.map(ownerOnServer));
    expect([...routed].filter((id) => !hinted.has(id))).toEqual([]);
  });
});
