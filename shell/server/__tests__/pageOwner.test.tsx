import { render } from '@testing-library/react';
import { MemoryRouter, PATHS, Route, Routes, type PageRoute } from '@tiles/shared';
import { pageOwner } from '../pageOwner';

/** The store's pages as its modules' handles name them today (the shell reads them from the modules: pageRoutesOf). */
const PAGE_ROUTES: PageRoute[] = [
  { path: PATHS.home, id: 'mf_catalog/HomePage' },
  { path: PATHS.cart, id: 'mf_cart/CartPage' },
  { path: PATHS.checkout, id: 'mf_cart/CheckoutPage' },
  { path: `${PATHS.checkout}/*`, id: 'mf_cart/CheckoutPage' },
  { path: PATHS.account, id: 'mf_cart/AccountPage' },
  { path: `${PATHS.customerAccount}/*`, id: 'mf_cart/AccountPage' },
  { path: `${PATHS.salesGuest}/*`, id: 'mf_cart/AccountPage' },
  { path: `${PATHS.salesOrder}/*`, id: 'mf_cart/AccountPage' },
  { path: PATHS.wishlist, id: 'mf_cart/AccountPage' },
  { path: PATHS.storeLocator, id: 'mf_leads/StoreLocatorPage' },
  { path: PATHS.searchResults, id: 'mf_search/SearchResultsPage' },
  { path: '/catalogsearch/result', id: 'mf_search/SearchResultsPage' },
  { path: PATHS.visualSearch, id: 'mf_search/VisualSearchPage' },
  { path: PATHS.visualiser, id: 'mf_catalog/VisualiserPage' },
  { path: PATHS.contact, id: 'mf_leads/ContactPage' },
  { path: PATHS.projectQuote, id: 'mf_leads/ProjectQuotePage' },
  { path: '*', id: 'mf_catalog/CatalogRoute' },
];

/** The module the browser's router picks for a path: the table rendered the way ShellRoutes renders it. */
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
const ownerOnServer = (pathname: string) => pageOwner(PAGE_ROUTES, pathname).id;

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

  it('answers nobody for a path no module claims (a remote not read yet), never a guess', () => {
    const withoutCatalogue = PAGE_ROUTES.filter((r) => r.id !== 'mf_catalog/CatalogRoute' && r.id !== 'mf_catalog/HomePage');
    expect(pageOwner(withoutCatalogue, '/tiles/wooden-tiles')).toEqual({ id: null, remote: null });
    expect(pageOwner(withoutCatalogue, '/contact').id).toBe('mf_leads/ContactPage');
  });
});
