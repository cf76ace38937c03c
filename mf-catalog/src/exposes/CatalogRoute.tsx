import type { CatalogPageProps } from '@tiles/shared';
import { ResolvedRoute } from '../features/route-resolver/ResolvedRoute';
import { prefetchPage } from '../features/route-resolver/prefetchPage';
import '../ui/base.css';

// The shell loads this module only to show the page at the current URL: its data starts loading now,
// while React is still rendering, instead of after the page has mounted.
if (typeof window !== 'undefined') prefetchPage(window.location.pathname, window.location.search);

/** Every path the shell does not own: resolved with Magento's route(url:) into listing, product, CMS page or 404. */
export default function CatalogRoute({ slots }: CatalogPageProps) {
  return <div data-boundary="mf-catalog"><ResolvedRoute slots={slots} /></div>;
}
