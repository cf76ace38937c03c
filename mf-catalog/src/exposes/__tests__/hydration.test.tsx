/** @jest-environment node */
// The working agreement: the real backend over HTTP, and a jsdom page for the browser's half (test-only imports).
import { visit, withBackendPage } from '../../../../backend/src/testing/browserPage';
import { getRuntimeSettings, MemoryRouter } from '@tiles/shared';
import { hydrateServerHtml } from '@tiles/shared/src/testing/hydrate';
import { inFirstView } from '@tiles/shared/src/testing/loaderData';
import CatalogRoute from '../../exposes/CatalogRoute';
import HomePage from '../../exposes/HomePage';
import { moduleServer, testSlots } from '@tiles/shared/src/testing/serverRequest';
import * as CatalogRouteModule from '../CatalogRoute';
import * as HomePageModule from '../HomePage';

/** This remote's modules as the shell's server loads, runs and renders them. */
const { render } = moduleServer({
  'mf_catalog/CatalogRoute': [CatalogRouteModule, { slots: testSlots }],
  'mf_catalog/HomePage': [HomePageModule, { slots: testSlots }],
});

withBackendPage('/tiles');
jest.setTimeout(60000);

/**
 * The browser hydrates the catalogue's server HTML in place (shared/src/federation/hydration.ts): its first render
 * must be that HTML, attributes included. React's development build reports every difference, which production
 * leaves unpatched; here any such report fails. The other teams' slots are the same placeholders on both sides.
 */
/** The catalogue's route at `path`, rendered by the server and hydrated by the browser's CatalogRoute: its warnings. */
async function hydrateRoute(path: string): Promise<string[]> {
  visit(path);
  const result = await render('mf_catalog/CatalogRoute', { url: window.location.href, settings: getRuntimeSettings() });
  // The module reads the server's data from its slot and puts it in the page's cache itself.
  const { warnings, unmount } = await hydrateServerHtml(
    result!.html,
    <MemoryRouter initialEntries={[path]}>{inFirstView(result!.data, <CatalogRoute slots={testSlots} />)}</MemoryRouter>,
  );
  unmount();
  return warnings;
}

describe('the catalogue’s server HTML, hydrated by its browser code', () => {
  it.each(['/tiles/wooden-tiles', '/tiles/floor-tiles?product_list_order=price&product_list_dir=desc', '/about-us', '/no-such-page'])(
    '%s, without one hydration warning',
    async (path) => {
      expect(await hydrateRoute(path)).toEqual([]);
    },
  );

  it('a product page, without one hydration warning', async () => {
    visit('/tiles/wooden-tiles');
    const listing = await render('mf_catalog/CatalogRoute', { url: window.location.href, settings: getRuntimeSettings() });
    const product = listing!.html.match(/class="cat-card__link" href="([^"]+)"/)![1];
    expect(await hydrateRoute(product)).toEqual([]);
  });

  it('the home page, without one hydration warning', async () => {
    visit('/');
    const result = await render('mf_catalog/HomePage', { url: window.location.href, settings: getRuntimeSettings(), budgetMs: 5000 });
    expect(result!.data).toBeDefined();
    const { warnings, unmount } = await hydrateServerHtml(
      result!.html,
      <MemoryRouter initialEntries={['/']}>{inFirstView(result!.data, <HomePage slots={testSlots} />)}</MemoryRouter>,
    );
    expect(warnings).toEqual([]);
    unmount();
  });
});
