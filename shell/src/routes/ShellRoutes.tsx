import { Route, Routes, type RemoteModuleId } from '@tiles/shared';
import { PATHS } from '@tiles/shared';
import { RemotePage } from './RemotePage';
import { slotRenderers } from './slotRenderers';
import type { ShellMessageId } from '../i18n/messages';

export interface PageRoute {
  path: string;
  id: RemoteModuleId;
  /** How the page is named in its "could not load" message (an id of the shell's catalogue). */
  what: ShellMessageId;
  /** Pages that show other teams' modules inside them (the header's category slider, add-to-cart buttons). */
  slots?: boolean;
}

/**
 * Which remote owns which route. Anything not listed goes to the catalogue (categories, products, CMS, 404).
 * The shell's server picks preload hints and server renders with scripts/page-owners.mjs, which must agree
 * (checked by __tests__/pageOwners.test.tsx).
 */
export const PAGE_ROUTES: PageRoute[] = [
  { path: PATHS.home, id: 'mf_catalog/HomePage', what: 'whatHome', slots: true },
  { path: PATHS.cart, id: 'mf_cart/CartPage', what: 'whatCart' },
  { path: PATHS.checkout, id: 'mf_cart/CheckoutPage', what: 'whatCheckout' },
  { path: `${PATHS.checkout}/*`, id: 'mf_cart/CheckoutPage', what: 'whatCheckout' },
  { path: PATHS.account, id: 'mf_cart/AccountPage', what: 'whatAccount' },
  { path: PATHS.storeLocator, id: 'mf_leads/StoreLocatorPage', what: 'whatStoreLocator' },
  { path: PATHS.searchResults, id: 'mf_search/SearchResultsPage', what: 'whatSearch', slots: true },
  { path: '/catalogsearch/result', id: 'mf_search/SearchResultsPage', what: 'whatSearch', slots: true },
  { path: PATHS.visualSearch, id: 'mf_search/VisualSearchPage', what: 'whatVisualSearch', slots: true },
  { path: '*', id: 'mf_catalog/CatalogRoute', what: 'whatPage', slots: true },
];

export function ShellRoutes() {
  return (
    <Routes>
      {PAGE_ROUTES.map(({ path, id, what, slots }) => (
        <Route key={path} path={path} element={<RemotePage id={id} props={slots ? { slots: slotRenderers } : {}} what={what} />} />
      ))}
    </Routes>
  );
}
