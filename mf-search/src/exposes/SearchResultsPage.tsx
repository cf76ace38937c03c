import type { SearchPageProps } from '@tiles/shared';
import { SearchResultsPage as Page } from '../features/search-results/SearchResultsPage';
import { useStartSearch } from '../features/search-results/useStartSearch';

export { loadSearchPage as loader } from '../features/search-results/searchRequests';
export { resultsPageHead as head } from '../features/search-results/resultsHead';

/** /catalogsearch/result/?q=: the search's results page. */
export default function SearchResultsPage(props: SearchPageProps) {
  useStartSearch();
  return (
    <div data-boundary="mf-search" className="srch-root">
      <Page {...props} />
    </div>
  );
}
