/** @jest-environment node */
import { setRuntimeSettings, localSettings, PORTS } from '@tiles/shared';
// The working agreement: hook logic is tested against the real backend over HTTP (test-only import).
import { startTestBackend, type TestBackend } from '../../../../../backend/src/testing/testServer';
import { fetchListing } from '../fetchListing';
import { buildFacets } from '../buildFacets';
import { parseListingParams } from '../listingParams';

let backend: TestBackend;
const uid = (id: number) => Buffer.from(String(id)).toString('base64');
let woodenUid = '';

beforeAll(async () => {
  backend = await startTestBackend();
  setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: `${backend.url}/graphql` });
  const { data } = await backend.graphql<{ categoryList: { uid: string }[] }>(
    '{ categoryList(filters: { url_path: { eq: "tiles/wooden-tiles" } }) { uid } }',
  );
  woodenUid = data!.categoryList[0].uid;
}, 60000);
afterAll(() => backend.close());

const run = (categoryUid: string, qs: string) => fetchListing(categoryUid, parseListingParams(new URLSearchParams(qs)));

jest.setTimeout(30000);

describe('fetchListing against the real backend', () => {
  it('applies a facet and returns facets with counts', async () => {
    const { outcome } = await run(woodenUid, 'tile_area=103');
    expect(outcome!.ignored).toEqual([]);
    expect(outcome!.data.products?.total_count).toBeGreaterThan(0);
    const facets = buildFacets(outcome!.data, outcome!.applied);
    const area = facets.find((f) => f.code === 'tile_area')!;
    expect(area.options.find((o) => o.value === '103')!.selected).toBe(true);
    // Siblings stay on offer after one value is picked.
    expect(area.options.length).toBeGreaterThan(1);
  });

  it('ignores unknown values, an unknown cat and tiles category, keeping the rest', async () => {
    const clean = await run(woodenUid, 'tile_type=120');
    const { outcome } = await run(woodenUid, 'tile_type=120&tile_area=999&cat=99999&tiles=no-such-tiles');
    expect(outcome!.ignored.sort()).toEqual(['cat', 'tile_area', 'tiles']);
    expect(outcome!.data.products?.total_count).toBe(clean.outcome!.data.products?.total_count);
    expect(outcome!.applied.facets).toEqual({ tile_type: ['120'] });
  });

  it('falls back to the first page when the page is past the end', async () => {
    const { outcome } = await run(woodenUid, 'p=500');
    expect(outcome!.ignored).toEqual(['p']);
    expect(outcome!.data.products?.page_info?.current_page).toBe(1);
  });

  it('narrows a colour page with ?tiles=floor-tiles', async () => {
    const all = await run(uid(3), '');
    const floor = await run(uid(3), 'tiles=floor-tiles');
    expect(floor.outcome!.ignored).toEqual([]);
    expect(floor.outcome!.data.tilesCheck?.[0]?.name).toBe('Floor Tiles');
    expect(floor.outcome!.data.products?.total_count).toBeLessThan(all.outcome!.data.products!.total_count!);
  });

  it('reports a network failure as an error, not an empty listing', async () => {
    setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: 'http://127.0.0.1:9/graphql' });
    const { error, outcome } = await run(woodenUid, '');
    setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: `${backend.url}/graphql` });
    expect(outcome).toBeUndefined();
    expect(error!.network).toBe(true);
  });
});
