import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';
import { PATHS } from '@tiles/shared/src/paths';
import type { ShellMessageId } from '../i18n/messages';
import { MODULES } from '../remotes/modules';

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
  { path: PATHS.home, id: MODULES.home, what: 'whatHome', slots: true },
  { path: PATHS.cart, id: MODULES.cart, what: 'whatCart' },
  { path: PATHS.checkout, id: MODULES.checkout, what: 'whatCheckout' },
  { path: `${PATHS.checkout}/*`, id: MODULES.checkout, what: 'whatCheckout' },
  { path: PATHS.account, id: MODULES.account, what: 'whatAccount' },
  { path: `${PATHS.customerAccount}/*`, id: MODULES.account, what: 'whatAccount' },
  { path: `${PATHS.salesGuest}/*`, id: MODULES.account, what: 'whatAccount' },
  { path: `${PATHS.salesOrder}/*`, id: MODULES.account, what: 'whatAccount' },
  { path: PATHS.wishlist, id: MODULES.account, what: 'whatAccount' },
  { path: PATHS.storeLocator, id: MODULES.storeLocator, what: 'whatStoreLocator' },
  { path: PATHS.searchResults, id: MODULES.searchResults, what: 'whatSearch', slots: true },
  { path: '/catalogsearch/result', id: MODULES.searchResults, what: 'whatSearch', slots: true },
  { path: PATHS.visualSearch, id: MODULES.visualSearch, what: 'whatVisualSearch', slots: true },
  { path: PATHS.visualiser, id: MODULES.visualiser, what: 'whatRoomView', slots: true },
  { path: PATHS.contact, id: MODULES.contact, what: 'whatContact' },
  { path: PATHS.projectQuote, id: MODULES.projectQuote, what: 'whatProjectQuote' },
  { path: '*', id: MODULES.catalogue, what: 'whatPage', slots: true },
];
