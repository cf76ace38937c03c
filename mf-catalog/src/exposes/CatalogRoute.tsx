import type { CatalogPageProps } from '@tiles/shared';
import { ResolvedRoute } from '../features/route-resolver/ResolvedRoute';
import '../ui/base.css';

/** Every path the shell does not own: resolved with Magento's route(url:) into listing, product, CMS page or 404. */
export default function CatalogRoute({ slots }: CatalogPageProps) {
  return <div data-boundary="mf-catalog"><ResolvedRoute slots={slots} /></div>;
}
