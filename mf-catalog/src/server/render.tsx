import { atRequest, renderAt, serverSlotRenderers, type ServerRenderer } from '@tiles/shared/server';
import CatalogRoute from '../exposes/CatalogRoute';
import HomePage from '../exposes/HomePage';
import { loadPageData } from '../features/route-resolver/pageData';
import { requestHome } from '../features/home/homeRequests';

/**
 * The catalogue's server render (built to dist/server/, called by the shell's server): the home page with its
 * collections and trending tiles, and any catalogue path, each rendered with its data (loaded into the request's
 * cache, which the hooks read), which goes to the browser so the live page starts identical.
 */
export const render: ServerRenderer = (id, request) =>
  atRequest(request, async (at) => {
    if (id === 'mf_catalog/HomePage') {
      // Without the store's answer the page still renders (its tiles then load in the browser).
      const answer = await requestHome(at.cache);
      return { html: renderAt(at, <HomePage slots={serverSlotRenderers} />), data: answer.data };
    }
    if (id !== 'mf_catalog/CatalogRoute') return null;
    const data = await loadPageData(at.cache, at.url.pathname, at.url.search);
    if (!data) return null;
    const html = renderAt(at, <CatalogRoute slots={serverSlotRenderers} />);
    return { html, data, status: data.route ? 200 : 404 };
  });
