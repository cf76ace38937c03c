import { atRequest, renderAt, serverSlotRenderers, type ServerRenderer } from '@tiles/shared/server';
import SearchBox from '../exposes/SearchBox';
import SearchResultsPage from '../exposes/SearchResultsPage';
import { forgetPrimedSearches, loadServerSearch, primeSearch } from '../features/search-results/searchRequests';

/**
 * The search team's server render (built to dist/server/, called by the shell's server): the header's search box,
 * and the results page with its results, whose data goes to the browser so the live page starts identical.
 */
export const render: ServerRenderer = (id, request) => atRequest(request, async () => {
  // The header's search box: a working GET form before any script (no data to hand over).
  if (id === 'mf_search/SearchBox') return { html: renderAt(request.url, <SearchBox />) };
  if (id !== 'mf_search/SearchResultsPage') return null;
  forgetPrimedSearches();
  const search = await loadServerSearch(new URL(request.url).search);
  if (!search) return null;
  primeSearch(search);
  const html = renderAt(request.url, <SearchResultsPage slots={serverSlotRenderers} />);
  forgetPrimedSearches();
  return { html, data: search };
});
