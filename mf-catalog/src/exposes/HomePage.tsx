import { type ModuleHandle, PATHS } from '@tiles/shared';
import type { CatalogPageProps } from '@tiles/shared';
import { HomePageFeature } from '../features/home/HomePageFeature';
import { useStartHome } from '../features/home/useStartHome';
import '../ui/base.css';

export { loadHome as loader } from '../features/home/homeRequests';
export { homePageHead as head } from '../features/home/homeHead';

/** The storefront's home page (the shell routes "/" here). */
/** Its pages (the shell routes by these) and its name in the shell's message when its code cannot load. */
export const handle: ModuleHandle = {
  routes: [PATHS.home],
  pageName: { en: 'The home page', hi: 'होम पेज', ta: 'முகப்புப் பக்கம்' },
};

export default function HomePage({ slots }: CatalogPageProps) {
  useStartHome();
  return (
    <div data-boundary="mf-catalog">
      <HomePageFeature slots={slots} />
    </div>
  );
}
