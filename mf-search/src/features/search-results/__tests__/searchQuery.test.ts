/** @jest-environment node */
import { PORTS, localSettings, presentItems, runOperation, setRuntimeSettings } from '@tiles/shared';
import { startTestBackend, type TestBackend } from '../../../../../backend/src/testing/testServer';
import { SEARCH_PRODUCTS } from '../searchResults.gql';
import { readSearchState, toVariables } from '../searchParams';

let backend: TestBackend;
jest.setTimeout(30000);
beforeAll(async () => {
  backend = await startTestBackend();
  setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: `${backend.url}/graphql` });
}, 60000);
afterAll(() => backend.close());

const search = async (qs: string) => {
  const r = await runOperation(SEARCH_PRODUCTS, toVariables(readSearchState(qs)));
  if (r.error) throw new Error(r.error.message);
  return r.data.products!;
};

describe('the results page query against the real store', () => {
  it('"wooden tiles" finds tiles with a total, pages and facets', async () => {
    const p = await search('?q=wooden+tiles');
    expect(p.total_count).toBeGreaterThan(12);
    expect(p.items).toHaveLength(12);
    expect(p.page_info?.total_pages).toBe(Math.ceil(p.total_count! / 12));
    expect(presentItems(p.aggregations).map((a) => a.attribute_code)).toContain('tile_colour');
  });

  it('sorts by price and narrows by a facet', async () => {
    const asc = await search('?q=marble&product_list_order=price&product_list_dir=asc');
    const prices = presentItems(asc.items).map((i) => i.price_range.minimum_price.final_price.value!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const colour = presentItems(asc.aggregations).find((a) => a.attribute_code === 'tile_colour')!.options![0]!;
    const narrowed = await search(`?q=marble&tile_colour=${colour.value}`);
    expect(narrowed.total_count).toBe(colour.count);
  });

  it('a nonsense query finds nothing rather than failing', async () => {
    expect((await search('?q=zzqxjv')).total_count).toBe(0);
  });
});
