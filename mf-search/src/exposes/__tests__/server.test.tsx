/** @jest-environment node */
import { localSettings, PORTS } from '@tiles/shared';
// The working agreement: server rendering is tested against the real backend over HTTP (test-only import).
import { withTestBackend } from '../../../../backend/src/testing/testServer';
import { moduleServer, testSlots } from '@tiles/shared/src/testing/serverRequest';
import * as SearchBoxModule from '../SearchBox';
import * as SearchResultsModule from '../SearchResultsPage';
import type { ServerSearch } from '../../features/search-results/searchRequests';

/** This remote's modules as the shell's server loads, runs and renders them. */
const { render } = moduleServer({
  'mf_search/SearchBox': [SearchBoxModule],
  'mf_search/SearchResultsPage': [SearchResultsModule, { slots: testSlots }],
});

const backend = withTestBackend();
const settings = () => ({ ...localSettings(PORTS), graphqlUrl: `${backend().url}/graphql` });
jest.setTimeout(30000);

const at = (path: string) => ({ url: `http://localhost:3000${path}`, settings: settings() });

describe('the search results server render', () => {
  it('renders the results for the query with the answer the browser will start from', async () => {
    const result = await render('mf_search/SearchResultsPage', at('/catalogsearch/result/?q=marble'));
    const data = result!.data as ServerSearch;
    expect(data.products.total_count).toBeGreaterThan(0);
    const first = data.products.items?.[0];
    expect(first).toBeDefined();
    expect(result!.html).toContain(first!.name);
    expect(result!.html).toContain('data-slot="mf_cart-AddToCart"');
    // A phone's first view: facets closed, results first.
    expect(result!.html).not.toMatch(/<details[^>]*open/);
  });

  it('loads the first row of images at once, as WebP at the shown width; the rest wait until scrolled to', async () => {
    const result = await render('mf_search/SearchResultsPage', at('/catalogsearch/result/?q=tiles'));
    const images = [...result!.html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images.length).toBeGreaterThan(4);
    images.slice(0, 4).forEach((tag) => expect(tag).toMatch(/fetchPriority="high"|fetchpriority="high"/));
    images.slice(0, 4).forEach((tag) => expect(tag).toContain('loading="eager"'));
    images.slice(4).forEach((tag) => expect(tag).toContain('loading="lazy"'));
    expect(result!.html).toMatch(/<source type="image\/webp" srcSet="[^"]+\.webp\?w=320 320w/);
  });

  it('leaves an empty query and an unreachable store to the browser', async () => {
    expect(await render('mf_search/SearchResultsPage', at('/catalogsearch/result/?q='))).toBeNull();
    expect(
      await render('mf_search/SearchResultsPage', {
        ...at('/catalogsearch/result/?q=marble'),
        settings: { ...settings(), graphqlUrl: 'http://127.0.0.1:9/graphql' },
      }),
    ).toBeNull();
  });
});

describe('the header search box server render', () => {
  it('shows the query of the results page it is on, and an empty box elsewhere', async () => {
    const onResults = await render('mf_search/SearchBox', at('/catalogsearch/result/?q=wooden%20floor'));
    expect(onResults!.html).toMatch(/<input[^>]*name="q"[^>]*value="wooden floor"/);
    const elsewhere = await render('mf_search/SearchBox', at('/tiles'));
    expect(elsewhere!.html).toMatch(/<input[^>]*name="q"[^>]*value=""/);
  });
});
