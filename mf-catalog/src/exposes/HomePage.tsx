import type { CatalogPageProps } from '@tiles/shared';
import { HomePageFeature } from '../features/home/HomePageFeature';
import '../ui/base.css';

/** The storefront's home page (the shell routes "/" here). */
export default function HomePage({ slots }: CatalogPageProps) {
  return (
    <div data-boundary="mf-catalog">
      <HomePageFeature slots={slots} />
    </div>
  );
}
