import { atRequest, renderAt, serverSlotRenderers, type ServerRenderer } from '@tiles/shared/server';
import SearchBox from '../exposes/SearchBox';
import SearchResultsPage from '../exposes/SearchResultsPage';
import { loadServerSearch } from '../features/search-results/searchRequests';

/**
 * The search team's server render (built to dist/server/, called by the shell's server): the header's search box,
 * and the results page with its results (loaded into the request's cache, which the page's hook reads), whose data
 * goes to the browser so the live page starts identical.
 */
export const render: ServerRenderer = (id, request) =>
  atRequest(request, async (at) => {
    // The header's search box: a working GET form before any script (no data to hand over).
    if (id === 'mf_search/SearchBox') return { html: renderAt(at, <SearchBox />) };
    if (id !== 'mf_search/SearchResultsPage') return null;
    const search = await loadServerSearch(at.cache, at.url.search);
    if (!search) return null;
    const html = renderAt(at, <SearchResultsPage slots={serverSlotRenderers} />);
    return { html, data: search };
  });
