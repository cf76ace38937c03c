import { atRequest, renderAt, serverSlotRenderers, type ServerRenderer } from '@tiles/shared/server';
import CatalogRoute from '../exposes/CatalogRoute';
import HomePage from '../exposes/HomePage';
import { forgetPageData, loadPageData, primePageData } from '../features/route-resolver/pageData';

/**
 * The catalogue's server render (built to dist/server/, called by the shell's server): the home page, and
 * any catalogue path rendered with its data, which goes to the browser so the live page starts identical.
 */
export const render: ServerRenderer = (id, request) => atRequest(request, async () => {
  forgetPageData();
  if (id === 'mf_catalog/HomePage') return { html: renderAt(request.url, <HomePage slots={serverSlotRenderers} />) };
  if (id !== 'mf_catalog/CatalogRoute') return null;
  const { pathname, search } = new URL(request.url);
  const data = await loadPageData(pathname, search);
  if (!data) return null;
  primePageData(data);
  const html = renderAt(request.url, <CatalogRoute slots={serverSlotRenderers} />);
  forgetPageData();
  return { html, data, status: data.route ? 200 : 404 };
});
