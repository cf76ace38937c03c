/** @jest-environment node */
import { PORTS, localSettings, presentItems, runOperation, setRuntimeSettings } from '@tiles/shared';
import { startTestBackend, type TestBackend } from '../../../../../backend/src/testing/testServer';
import { PRODUCTS_BY_SKU } from '../visualSearch.gql';
import { VisualSearchError, parseVisualMatches, searchByImage } from '../visualSearchApi';

let backend: TestBackend;
jest.setTimeout(60000);
beforeAll(async () => {
  backend = await startTestBackend();
  setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: `${backend.url}/graphql`, restUrl: `${backend.url}/rest` });
}, 60000);
afterAll(() => backend.close());

describe('visual search against the real backend', () => {
  it('a product photo finds that product first, and the cards load by SKU in rank order', async () => {
    const { data } = await backend.graphql<{ products: { items: { sku: string }[] } }>(
      '{ products(search: "wooden", pageSize: 1) { items { sku } } }',
    );
    const sku = data!.products.items[0].sku;
    const png = Buffer.from(await (await fetch(`${backend.url}/media/catalog/product/${sku.toLowerCase()}.png`)).arrayBuffer());
    const { matches, preview } = await searchByImage(
      { dataUrl: `data:image/png;base64,${png.toString('base64')}`, fileName: 'tile.png' },
      new AbortController().signal,
    );
    expect(matches[0].sku).toBe(sku);
    expect(preview).toMatch(/^data:image\/png;base64,/);
    const cards = await runOperation(PRODUCTS_BY_SKU, { skus: matches.map((m) => m.sku), pageSize: matches.length });
    expect(
      presentItems(cards.data?.products?.items)
        .map((i) => i.sku)
        .sort(),
    ).toEqual(matches.map((m) => m.sku).sort());
  });

  it('a refused upload surfaces the service message', async () => {
    const text = Buffer.from('not an image at all').toString('base64');
    await expect(
      searchByImage({ dataUrl: `data:image/png;base64,${text}`, fileName: 'x.png' }, new AbortController().signal),
    ).rejects.toThrow(VisualSearchError);
  });

  it('reads matches defensively', () => {
    expect(parseVisualMatches({ items: [{ sku: 'A', score: 1.7 }, { nope: 1 }, { sku: 'B' }] })).toEqual([
      { sku: 'A', score: 1 },
      { sku: 'B', score: null },
    ]);
    expect(() => parseVisualMatches({})).toThrow(VisualSearchError);
  });
});
