import { pageCache, takeServerData, type CatalogPageProps } from '@tiles/shared';
import { ResolvedRoute } from '../features/route-resolver/ResolvedRoute';
import { prefetchPage } from '../features/route-resolver/prefetchPage';
import { primePageData, type PageData } from '../features/route-resolver/pageData';
import '../ui/base.css';

// The shell loads this module to show the page at the current URL. When the server rendered it, the data
// it used is already here; otherwise the data starts loading now, while React renders, not after mounting.
if (typeof window !== 'undefined') {
  const fromServer = takeServerData<PageData>('mf_catalog/CatalogRoute');
  if (fromServer) primePageData(pageCache(), fromServer);
  else prefetchPage(pageCache(), window.location.pathname, window.location.search);
}

export { loadCatalogPage as loader } from '../features/route-resolver/pageData';
export { catalogHead as head } from '../features/route-resolver/catalogHead';

/** Every path the shell does not own: resolved with Magento's route(url:) into listing, product, CMS page or 404. */
export default function CatalogRoute({ slots }: CatalogPageProps) {
  return (
    <div data-boundary="mf-catalog">
      <ResolvedRoute slots={slots} />
    </div>
  );
}
