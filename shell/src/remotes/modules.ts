import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';

/**
 * The remote modules the shell composes, named by the part each plays: the one place the shell writes their ids (the
 * pages' routes, the header and the controls in it, the footer's sign-up, the parts other teams' pages show). Plain
 * data, so the shell's server reads this very list.
 */
export const MODULES = {
  header: 'mf_header/Header',
  categorySlider: 'mf_header/CategorySlider',
  searchBox: 'mf_search/SearchBox',
  miniCart: 'mf_cart/MiniCart',
  addToCart: 'mf_cart/AddToCart',
  callbackButton: 'mf_leads/CallbackButton',
  newsletter: 'mf_leads/NewsletterSignup',
  popups: 'mf_leads/PopupHost',
  home: 'mf_catalog/HomePage',
  catalogue: 'mf_catalog/CatalogRoute',
  visualiser: 'mf_catalog/VisualiserPage',
  cart: 'mf_cart/CartPage',
  checkout: 'mf_cart/CheckoutPage',
  account: 'mf_cart/AccountPage',
  storeLocator: 'mf_leads/StoreLocatorPage',
  contact: 'mf_leads/ContactPage',
  projectQuote: 'mf_leads/ProjectQuotePage',
  searchResults: 'mf_search/SearchResultsPage',
  visualSearch: 'mf_search/VisualSearchPage',
} as const satisfies Record<string, RemoteModuleId>;
