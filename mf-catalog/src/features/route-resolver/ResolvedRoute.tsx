import { Navigate, useLocation, failureText } from '@tiles/shared';
import type { SlotRenderers } from '@tiles/shared';
import { CategoryListing } from '../listing/CategoryListing';
import { ProductPage } from '../product-page/ProductPage';
import { CmsPage } from '../cms-page/CmsPage';
import { NotFound } from '../not-found/NotFound';
import { useRouteResolver } from './useRouteResolver';
import { RouteLoading, RouteError } from './RouteStates';
import { isShown } from '../product-card/productCard.gql';
import { isListable } from '../listing/listing.gql';

/** What `route(url:)` says the path is, rendered: listing, product, CMS page or a real 404. */
export function ResolvedRoute({ slots }: { slots: SlotRenderers }) {
  const { pathname, search } = useLocation();
  const { state, handleRetry } = useRouteResolver(pathname);
  if (state.status === 'loading') return <RouteLoading />;
  if (state.status === 'error') return <RouteError message={failureText(state.error)} onRetry={handleRetry} />;
  if (state.status === 'not-found') return <NotFound searchBox={slots.renderSearchBox()} />;
  const route = state.route;
  if ((route.redirect_code === 301 || route.redirect_code === 302) && route.relative_url) {
    return <Navigate to={`/${route.relative_url}${search}`} replace />;
  }
  switch (route.__typename) {
    // The schema leaves names and paths nullable: a page without them is not one the shopper can use.
    case 'CategoryTree':
      if (isListable(route)) return <CategoryListing key={route.uid} category={route} renderAddToCart={slots.renderAddToCart} />;
      break;
    case 'SimpleProduct':
      if (isShown(route)) return <ProductPage key={route.uid} product={route} slots={slots} />;
      break;
    case 'CmsPage':
      if (route.identifier) return <CmsPage key={route.identifier} page={{ ...route, identifier: route.identifier }} />;
      break;
  }
  return <NotFound searchBox={slots.renderSearchBox()} />;
}
