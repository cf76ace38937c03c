import { withTimeout } from '@tiles/shared';
import { atRequest, renderAt, serverSlotRenderers, type ServerRenderer } from '@tiles/shared/server';
import CatalogRoute from '../exposes/CatalogRoute';
import HomePage from '../exposes/HomePage';
import { loadPageData } from '../features/route-resolver/pageData';
import { requestHome } from '../features/home/homeRequests';

const DEFAULT_BUDGET_MS = 400;
/** The part of the render's budget the home page waits for its collections and trending tiles. */
const HOME_DATA_SHARE = 0.6;

/**
 * The catalogue's server render (built to dist/server/, called by the shell's server): the home page with its
 * collections and trending tiles, and any catalogue path, each rendered with its data (loaded into the request's
 * cache, which the hooks read), which goes to the browser so the live page starts identical.
 */
export const render: ServerRenderer = (id, request) =>
  atRequest(request, async (at) => {
    if (id === 'mf_catalog/HomePage') {
      // The home page without its tiles (they then load in the browser) beats no home page: its answer may take
      // part of the render's budget, and the page renders without it when the store is slow or down.
      const answer = await withTimeout(requestHome(at.cache), (request.budgetMs ?? DEFAULT_BUDGET_MS) * HOME_DATA_SHARE, () => null);
      return { html: renderAt(at, <HomePage slots={serverSlotRenderers} />), data: answer?.data };
    }
    if (id !== 'mf_catalog/CatalogRoute') return null;
    const data = await loadPageData(at.cache, at.url.pathname, at.url.search);
    if (!data) return null;
    const html = renderAt(at, <CatalogRoute slots={serverSlotRenderers} />);
    return { html, data, status: data.route ? 200 : 404 };
  });
