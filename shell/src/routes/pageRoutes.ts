import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';
import { PATHS } from '@tiles/shared/src/paths';
import type { ShellMessageId } from '../i18n/messages';

export interface PageRoute {
  path: string;
  id: RemoteModuleId;
  /** How the page is named in its "could not load" message: an id of the shell's catalogue (shell/src/i18n). */
  what: ShellMessageId;
  /** Pages that show other teams' modules inside them (the header's category slider, add-to-cart buttons). */
  slots?: boolean;
}

/**
 * Which remote owns which route. Anything not listed goes to the catalogue (categories, products, CMS, 404).
 * Plain data (no components), so the shell's server (shell/server) imports this very table for its preload
 * hints and server renders, and the browser's router (ShellRoutes) renders it.
 */
export const PAGE_ROUTES: PageRoute[] = [
  { path: PATHS.home, id: 'mf_catalog/HomePage', what: 'whatHome', slots: true },
  { path: PATHS.cart, id: 'mf_cart/CartPage', what: 'whatCart' },
  { path: PATHS.checkout, id: 'mf_cart/CheckoutPage', what: 'whatCheckout' },
  { path: `${PATHS.checkout}/*`, id: 'mf_cart/CheckoutPage', what: 'whatCheckout' },
  { path: PATHS.account, id: 'mf_cart/AccountPage', what: 'whatAccount' },
  { path: `${PATHS.customerAccount}/*`, id: 'mf_cart/AccountPage', what: 'whatAccount' },
  { path: `${PATHS.salesGuest}/*`, id: 'mf_cart/AccountPage', what: 'whatAccount' },
  { path: `${PATHS.salesOrder}/*`, id: 'mf_cart/AccountPage', what: 'whatAccount' },
  { path: PATHS.wishlist, id: 'mf_cart/AccountPage', what: 'whatAccount' },
  { path: PATHS.storeLocator, id: 'mf_leads/StoreLocatorPage', what: 'whatStoreLocator' },
  { path: PATHS.searchResults, id: 'mf_search/SearchResultsPage', what: 'whatSearch', slots: true },
  { path: '/catalogsearch/result', id: 'mf_search/SearchResultsPage', what: 'whatSearch', slots: true },
  { path: PATHS.visualSearch, id: 'mf_search/VisualSearchPage', what: 'whatVisualSearch', slots: true },
  { path: PATHS.visualiser, id: 'mf_catalog/VisualiserPage', what: 'whatRoomView', slots: true },
  { path: PATHS.contact, id: 'mf_leads/ContactPage', what: 'whatContact' },
  { path: PATHS.projectQuote, id: 'mf_leads/ProjectQuotePage', what: 'whatProjectQuote' },
  { path: '*', id: 'mf_catalog/CatalogRoute', what: 'whatPage', slots: true },
];
