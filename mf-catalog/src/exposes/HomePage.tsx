import type { CatalogPageProps } from '@tiles/shared';
import { HomePageFeature } from '../features/home/HomePageFeature';
import { useStartHome } from '../features/home/useStartHome';
import '../ui/base.css';

export { loadHome as loader } from '../features/home/homeRequests';
export { homePageHead as head } from '../features/home/homeHead';

/** The storefront's home page (the shell routes "/" here). */
export default function HomePage({ slots }: CatalogPageProps) {
  useStartHome();
  return (
    <div data-boundary="mf-catalog">
      <HomePageFeature slots={slots} />
    </div>
  );
}
