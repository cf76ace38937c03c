import { pageCache, takeServerData, type SearchPageProps } from '@tiles/shared';
import { SearchResultsPage as Page } from '../features/search-results/SearchResultsPage';
import { prefetchSearch, primeSearch, type ServerSearch } from '../features/search-results/searchRequests';

// The shell loads this module to show the results for the current URL. When the server rendered them, the
// answer is already here; otherwise the search starts now, while React renders, not after mounting.
if (typeof window !== 'undefined') {
  const fromServer = takeServerData<ServerSearch>('mf_search/SearchResultsPage');
  if (fromServer) primeSearch(pageCache(), fromServer);
  else prefetchSearch(pageCache(), window.location.search);
}

export { loadSearchPage as loader } from '../features/search-results/searchRequests';
export { resultsPageHead as head } from '../features/search-results/resultsHead';

/** /catalogsearch/result/?q= (mf_search/SearchResultsPage). */
export default function SearchResultsPage(props: SearchPageProps) {
  return (
    <div data-boundary="mf-search" className="srch-root">
      <Page {...props} />
    </div>
  );
}
