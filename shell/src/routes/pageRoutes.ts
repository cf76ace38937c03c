import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';
import { PATHS } from '@tiles/shared/src/paths';

export interface PageRoute {
  path: string;
  id: RemoteModuleId;
  /** How the page is named in its "could not load" message. */
  what: string;
  /** Pages that show other teams' modules inside them (the header's category slider, add-to-cart buttons). */
  slots?: boolean;
}

/**
 * Which remote owns which route. Anything not listed goes to the catalogue (categories, products, CMS, 404).
 * Plain data (no components), so the shell's server (shell/server) imports this very table for its preload
 * hints and server renders, and the browser's router (ShellRoutes) renders it.
 */
export const PAGE_ROUTES: PageRoute[] = [
  { path: PATHS.home, id: 'mf_catalog/HomePage', what: 'The home page', slots: true },
  { path: PATHS.cart, id: 'mf_cart/CartPage', what: 'The cart' },
  { path: PATHS.checkout, id: 'mf_cart/CheckoutPage', what: 'Checkout' },
  { path: `${PATHS.checkout}/*`, id: 'mf_cart/CheckoutPage', what: 'Checkout' },
  { path: PATHS.account, id: 'mf_cart/AccountPage', what: 'Your account' },
  { path: PATHS.storeLocator, id: 'mf_leads/StoreLocatorPage', what: 'The store locator' },
  { path: PATHS.searchResults, id: 'mf_search/SearchResultsPage', what: 'Search', slots: true },
  { path: '/catalogsearch/result', id: 'mf_search/SearchResultsPage', what: 'Search', slots: true },
  { path: PATHS.visualSearch, id: 'mf_search/VisualSearchPage', what: 'Visual search', slots: true },
  { path: PATHS.visualiser, id: 'mf_catalog/VisualiserPage', what: 'The room view', slots: true },
  { path: '*', id: 'mf_catalog/CatalogRoute', what: 'This page', slots: true },
];
