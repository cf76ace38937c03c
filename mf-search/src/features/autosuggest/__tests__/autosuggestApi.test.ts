/** @jest-environment node */
import { PORTS, localSettings, setRuntimeSettings } from '@tiles/shared';
// Hook logic is tested against the real backend over HTTP (test-only import).
import { startTestBackend, type TestBackend } from '../../../../../backend/src/testing/testServer';
import { autosuggestUrl, fetchSuggestions } from '../autosuggestApi';

let backend: TestBackend;
jest.setTimeout(30000);

beforeAll(async () => {
  backend = await startTestBackend();
  setRuntimeSettings({ ...localSettings(PORTS), searchUrl: `${backend.url}/search` });
}, 60000);
afterAll(() => backend.close());

describe('autosuggest against the real search service', () => {
  it('asks for 6 keywords, 4 top queries, 6 products and 2 promoted suggestions with the keys', () => {
    const url = new URL(autosuggestUrl('mar'));
    expect(url.pathname).toBe('/search/autosuggest');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: 'mar',
      'keywordSuggestions.count': '6',
      'topQueries.count': '4',
      'popularProducts.count': '6',
      'promotedSuggestion.count': '2',
      apikey: 'local-key',
      sitekey: 'local-site',
    });
  });

  it('"mar" gives marble keywords and marble product cards with safe links', async () => {
    const s = await fetchSuggestions('mar', new AbortController().signal);
    expect(s.keywords.some((k) => /marble/i.test(k.text))).toBe(true);
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.products.length).toBeLessThanOrEqual(6);
    for (const p of s.products) {
      expect(p.productUrl).toMatch(/^\/[a-z0-9-]+$/);
      expect(p.price).toBeGreaterThan(0);
    }
    expect(s.products.some((p) => /marble|carrara|calacatta|statuario/i.test(p.title))).toBe(true);
  });

  it('an empty query gives trending searches', async () => {
    const s = await fetchSuggestions('', new AbortController().signal);
    expect(s.keywords.length).toBeGreaterThan(0);
  });

  it('an aborted request rejects instead of answering', async () => {
    const controller = new AbortController();
    const pending = fetchSuggestions('wood', controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
