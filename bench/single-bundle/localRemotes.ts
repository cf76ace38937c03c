/**
 * The single-bundle baseline: the same shell and remotes code with federation removed. The shell's
 * `loadRemote` calls resolve to ordinary code-split imports, as a team without federation would write it.
 * Only the benchmark builds this file (it stands in for '@module-federation/enhanced/runtime').
 */
type Loader = () => Promise<unknown>;

const modules: Record<string, Loader> = {
  'mf_header/Header': () => import('../../mf-header/src/exposes/Header'),
  'mf_header/CategorySlider': () => import('../../mf-header/src/exposes/CategorySlider'),
  'mf_cart/MiniCart': () => import('../../mf-cart/src/exposes/MiniCart'),
  'mf_cart/AddToCart': () => import('../../mf-cart/src/exposes/AddToCart'),
  'mf_cart/CartPage': () => import('../../mf-cart/src/exposes/CartPage'),
  'mf_cart/AccountPage': () => import('../../mf-cart/src/exposes/AccountPage'),
  'mf_cart/CheckoutPage': () => import('../../mf-cart/src/exposes/CheckoutPage'),
  'mf_leads/CallbackButton': () => import('../../mf-leads/src/exposes/CallbackButton'),
  'mf_leads/PopupHost': () => import('../../mf-leads/src/exposes/PopupHost'),
  'mf_leads/StoreLocatorPage': () => import('../../mf-leads/src/exposes/StoreLocatorPage'),
  'mf_leads/ContactPage': () => import('../../mf-leads/src/exposes/ContactPage'),
  'mf_leads/ProjectQuotePage': () => import('../../mf-leads/src/exposes/ProjectQuotePage'),
  'mf_leads/NewsletterSignup': () => import('../../mf-leads/src/exposes/NewsletterSignup'),
  'mf_search/SearchBox': () => import('../../mf-search/src/exposes/SearchBox'),
  'mf_search/SearchResultsPage': () => import('../../mf-search/src/exposes/SearchResultsPage'),
  'mf_search/VisualSearchPage': () => import('../../mf-search/src/exposes/VisualSearchPage'),
  'mf_catalog/HomePage': () => import('../../mf-catalog/src/exposes/HomePage'),
  'mf_catalog/CatalogRoute': () => import('../../mf-catalog/src/exposes/CatalogRoute'),
  'mf_catalog/VisualiserPage': () => import('../../mf-catalog/src/exposes/VisualiserPage'),
};

export function loadRemote<T>(id: string): Promise<T | null> {
  const load = modules[id];
  return load ? (load() as Promise<T>) : Promise.reject(new Error(`unknown module ${id}`));
}

export function registerRemotes(): void {
  /* nothing to register: every module is in the bundle */
}

export function registerPlugins(): void {
  /* no runtime to extend: nothing loads remotely */
}
