/** @jest-environment node */
// The working agreement: the real backend over HTTP, and a jsdom page for the browser's half (test-only imports).
import { visit, withBackendPage } from '../../../../backend/src/testing/browserPage';
import { getRuntimeSettings, MemoryRouter } from '@tiles/shared';
import { hydrateServerHtml } from '@tiles/shared/src/testing/hydrate';
import { inFirstView } from '@tiles/shared/src/testing/loaderData';
import SearchBox from '../../exposes/SearchBox';
import SearchResultsPage from '../../exposes/SearchResultsPage';
import type { ServerSearch } from '../../features/search-results/searchRequests';
import { moduleServer, testSlots } from '@tiles/shared/src/testing/serverRequest';
import * as SearchBoxModule from '../SearchBox';
import * as SearchResultsModule from '../SearchResultsPage';

/** This remote's modules as the shell's server loads, runs and renders them. */
const { render } = moduleServer({
  'mf_search/SearchBox': [SearchBoxModule],
  'mf_search/SearchResultsPage': [SearchResultsModule, { slots: testSlots }],
});

withBackendPage('/');
jest.setTimeout(60000);

/**
 * The browser hydrates the search team's server HTML in place: its first render must be that HTML, attributes
 * included (React's development build reports every difference; production leaves them unpatched). Both halves run
 * beside jsdom's globals here, so what depends on the browser (the voice button, wide-screen facets: `useHydrated`)
 * is the same on both sides; the e2e hydration spec covers those in Chromium.
 */
describe('the search team’s server HTML, hydrated by its browser code', () => {
  it('the results page, without one hydration warning', async () => {
    const path = '/catalogsearch/result/?q=marble';
    visit(path);
    const result = await render('mf_search/SearchResultsPage', { url: window.location.href, settings: getRuntimeSettings() });
    const { warnings, container, unmount } = await hydrateServerHtml(
      result!.html,
      <MemoryRouter initialEntries={[path]}>{inFirstView(result!.data, <SearchResultsPage slots={testSlots} />)}</MemoryRouter>,
    );
    expect(warnings).toEqual([]);
    const first = (result!.data as ServerSearch).products.items?.[0];
    expect(container.textContent).toContain(first!.name);
    unmount();
  });

  it('the search box, without one hydration warning', async () => {
    visit('/tiles');
    const result = await render('mf_search/SearchBox', { url: window.location.href, settings: getRuntimeSettings() });
    const { warnings, unmount } = await hydrateServerHtml(
      result!.html,
      <MemoryRouter initialEntries={['/tiles']}>
        <SearchBox />
      </MemoryRouter>,
    );
    expect(warnings).toEqual([]);
    unmount();
  });

  it('the search box on a results page, showing its query, without one hydration warning', async () => {
    const path = '/catalogsearch/result/?q=marble';
    visit(path);
    const result = await render('mf_search/SearchBox', { url: window.location.href, settings: getRuntimeSettings() });
    const { warnings, container, unmount } = await hydrateServerHtml(
      result!.html,
      <MemoryRouter initialEntries={[path]}>
        <SearchBox />
      </MemoryRouter>,
    );
    expect(warnings).toEqual([]);
    expect(container.querySelector<HTMLInputElement>('input[name="q"]')!.value).toBe('marble');
    unmount();
  });
});
