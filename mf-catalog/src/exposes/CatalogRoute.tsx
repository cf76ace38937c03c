import { type ModuleHandle } from '@tiles/shared';
import type { CatalogPageProps } from '@tiles/shared';
import { ResolvedRoute } from '../features/route-resolver/ResolvedRoute';
import { useStartPageData } from '../features/route-resolver/useStartPageData';
import '../ui/base.css';

export { loadCatalogPage as loader } from '../features/route-resolver/pageData';
export { catalogHead as head } from '../features/route-resolver/catalogHead';

/** Every path the shell does not own: resolved with Magento's route(url:) into listing, product, CMS page or 404. */
/** Its pages (the shell routes by these) and its name in the shell's message when its code cannot load. */
export const handle: ModuleHandle = {
  routes: ['*'],
  pageName: { en: 'This page', hi: 'यह पेज', ta: 'இந்தப் பக்கம்' },
};

export default function CatalogRoute({ slots }: CatalogPageProps) {
  useStartPageData();
  return (
    <div data-boundary="mf-catalog">
      <ResolvedRoute slots={slots} />
    </div>
  );
}
