import {
  noindexHead,
  pageCache,
  takeServerData,
  useHead,
  useSearchParams,
  type ModuleHead,
  type SearchPageProps,
  type TranslateOf,
} from '@tiles/shared';
import { resultsMessages } from '../features/search-results/i18n/messages';
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

/** /catalogsearch/result/?q= (mf_search/SearchResultsPage). */
/** Results for a query: named after it, never indexed (endless pages of the same tiles). */
const resultsHead = (t: TranslateOf<typeof resultsMessages>, query: string | null) =>
  noindexHead(query?.trim() ? `${t('resultsForBefore')}${query.trim()}${t('resultsForAfter')}` : t('results'));
export const head: ModuleHead = async ({ language, url }) => resultsHead(await resultsMessages.load(language), url.searchParams.get('q'));

export default function SearchResultsPage(props: SearchPageProps) {
  const [params] = useSearchParams();
  useHead(resultsHead(resultsMessages.useT(), params.get('q')));
  return (
    <div data-boundary="mf-search" className="srch-root">
      <Page {...props} />
    </div>
  );
}
