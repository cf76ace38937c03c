// Which remote module renders the page at a path: mirrors PAGE_ROUTES in shell/src/routes/ShellRoutes.tsx (anything
// not listed is the catalogue's), which plain Node cannot import; shell/src/routes/__tests__/pageOwners.test.tsx
// fails when the two disagree. Read by the shell's server for preload hints and the server render.
const PAGE_OWNERS = [
  [/^\/$/, 'mf_catalog', 'HomePage'],
  [/^\/checkout\/cart\/?$/, 'mf_cart', 'CartPage'],
  [/^\/checkout(\/|$)/, 'mf_cart', 'CheckoutPage'],
  [/^\/account\/?$/, 'mf_cart', 'AccountPage'],
  [/^\/store-locator\/?$/, 'mf_leads', 'StoreLocatorPage'],
  [/^\/catalogsearch\/result\/?$/, 'mf_search', 'SearchResultsPage'],
  [/^\/visual-search\/?$/, 'mf_search', 'VisualSearchPage'],
  [/^\/visualiser\/?$/, 'mf_catalog', 'VisualiserPage'],
];

/** `{ remote, module }` for the page at `pathname`, e.g. `{ remote: 'mf_catalog', module: 'CatalogRoute' }`. */
export function pageOwner(pathname) {
  const [, remote, module] = PAGE_OWNERS.find(([re]) => re.test(pathname)) ?? [null, 'mf_catalog', 'CatalogRoute'];
  return { remote, module };
}
