import type { SearchPageProps } from '@tiles/shared';
import { SearchResultsPage as Page } from '../features/search-results/SearchResultsPage';

/** /catalogsearch/result/?q= (mf_search/SearchResultsPage). */
export default function SearchResultsPage(props: SearchPageProps) {
  return (
    <div data-boundary="mf-search" className="srch-root">
      <Page {...props} />
    </div>
  );
}
