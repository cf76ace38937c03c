import { useLocation } from '@tiles/shared';
import { getRuntimeSettings } from '@tiles/shared';
import { catalogueHref } from './catalogueLink';

/** Re-evaluated on every client-side navigation, since the router's location drives it. */
export function useCatalogueLink(): string {
  const { pathname } = useLocation();
  return catalogueHref(pathname, getRuntimeSettings());
}
