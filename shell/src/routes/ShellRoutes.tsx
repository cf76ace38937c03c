import { Route, Routes } from '@tiles/shared';
import { PATHS } from '@tiles/shared';
import { RemotePage } from './RemotePage';
import { slotRenderers } from './slotRenderers';

/** Which remote owns which route. Anything not listed goes to the catalogue (categories, products, CMS, 404). */
export function ShellRoutes() {
  const slots = slotRenderers;
  return (
    <Routes>
      <Route path={PATHS.home} element={<RemotePage id="mf_catalog/HomePage" props={{ slots }} what="The home page" />} />
      <Route path={PATHS.cart} element={<RemotePage id="mf_cart/CartPage" props={{}} what="The cart" />} />
      <Route path={PATHS.checkout} element={<RemotePage id="mf_cart/CheckoutPage" props={{}} what="Checkout" />} />
      <Route path={`${PATHS.checkout}/*`} element={<RemotePage id="mf_cart/CheckoutPage" props={{}} what="Checkout" />} />
      <Route path={PATHS.account} element={<RemotePage id="mf_cart/AccountPage" props={{}} what="Your account" />} />
      <Route path={PATHS.storeLocator} element={<RemotePage id="mf_leads/StoreLocatorPage" props={{}} what="The store locator" />} />
      <Route path={PATHS.searchResults} element={<RemotePage id="mf_search/SearchResultsPage" props={{ slots }} what="Search" />} />
      <Route path="/catalogsearch/result" element={<RemotePage id="mf_search/SearchResultsPage" props={{ slots }} what="Search" />} />
      <Route path={PATHS.visualSearch} element={<RemotePage id="mf_search/VisualSearchPage" props={{ slots }} what="Visual search" />} />
      <Route path="*" element={<RemotePage id="mf_catalog/CatalogRoute" props={{ slots }} what="This page" />} />
    </Routes>
  );
}
