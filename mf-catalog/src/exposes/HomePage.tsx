import { pageCache, takeServerData, type CatalogPageProps } from '@tiles/shared';
import { HomePageFeature } from '../features/home/HomePageFeature';
import { primeHome, requestHome } from '../features/home/homeRequests';
import type { HomeResult } from '../features/home/home.gql';
import '../ui/base.css';

// The shell loads this module to show "/". When the server rendered it, the answer it used is already here;
// otherwise the call starts now, while React renders, not after mounting.
if (typeof window !== 'undefined') {
  const fromServer = takeServerData<HomeResult>('mf_catalog/HomePage');
  if (fromServer) primeHome(pageCache(), fromServer);
  else void requestHome(pageCache());
}

export { loadHome as loader } from '../features/home/homeRequests';
export { homePageHead as head } from '../features/home/homeHead';

/** The storefront's home page (the shell routes "/" here). */
export default function HomePage({ slots }: CatalogPageProps) {
  return (
    <div data-boundary="mf-catalog">
      <HomePageFeature slots={slots} />
    </div>
  );
}
