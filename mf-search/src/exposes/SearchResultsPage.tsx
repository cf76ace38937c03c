import { type ModuleHandle, PATHS } from '@tiles/shared';
import type { SearchPageProps } from '@tiles/shared';
import { SearchResultsPage as Page } from '../features/search-results/SearchResultsPage';
import { useStartSearch } from '../features/search-results/useStartSearch';

export { loadSearchPage as loader } from '../features/search-results/searchRequests';
export { resultsPageHead as head } from '../features/search-results/resultsHead';

/** /catalogsearch/result/?q=: the search's results page. */
/** Its pages (the shell routes by these) and its name in the shell's message when its code cannot load. */
export const handle: ModuleHandle = {
  routes: [PATHS.searchResults, '/catalogsearch/result'],
  pageName: { en: 'Search', hi: 'खोज', ta: 'தேடல்' },
};

export default function SearchResultsPage(props: SearchPageProps) {
  useStartSearch();
  return (
    <div data-boundary="mf-search" className="srch-root">
      <Page {...props} />
    </div>
  );
}
