import type { SearchPageProps } from '@tiles/shared';
import { SearchResultsPage as Page } from '../features/search-results/SearchResultsPage';
import { prefetchSearch } from '../features/search-results/searchRequests';

// The shell loads this module to show the results for the current URL: the search starts now, while React renders.
if (typeof window !== 'undefined') prefetchSearch(window.location.search);

/** /catalogsearch/result/?q= (mf_search/SearchResultsPage). */
export default function SearchResultsPage(props: SearchPageProps) {
  return (
    <div data-boundary="mf-search" className="srch-root">
      <Page {...props} />
    </div>
  );
}
