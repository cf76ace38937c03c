/** @jest-environment node */
import { PORTS, localSettings, runOperation, setRuntimeSettings } from '@tiles/shared';
import { startTestBackend, type TestBackend } from '../../../../../backend/src/testing/testServer';
import { MENU_QUERY, RECOMMENDED_QUERY, type MenuQueryData } from '../megaMenu.gql';
import { buildMenu, type MenuEntry } from '../menuTree';

let backend: TestBackend;
jest.setTimeout(30000);
beforeAll(async () => {
  backend = await startTestBackend();
  setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: `${backend.url}/graphql` });
}, 60000);
afterAll(() => backend.close());

async function menu(): Promise<MenuEntry[]> {
  const r = await runOperation(MENU_QUERY);
  if (r.error) throw new Error(r.error.message);
  return buildMenu(r.data);
}
const links = (entry: MenuEntry, kind: string) => entry.groups.find((g) => g.kind === kind)?.links.map((l) => l.href) ?? [];

describe('the mega-menu built from the real category tree', () => {
  it("has the spec's nine top entries in order", async () => {
    const entries = await menu();
    expect(entries.map((e) => e.name)).toEqual([
      'All Tiles',
      'Floor Tiles',
      'Wall Tiles',
      'Bathroom Tiles',
      'Kitchen Tiles',
      'Room Tiles',
      'Marble Tiles',
      'Wooden Tiles',
      'Vitrified Tiles',
    ]);
    expect(entries[0].href).toBe('/tiles');
    expect(entries[7].href).toBe('/tiles/wooden-tiles');
  });

  it('All Tiles lists every route family of spec §2', async () => {
    const [all] = await menu();
    expect(links(all, 'size')).toEqual(expect.arrayContaining(['/tiles/2x2-tiles', '/tiles/4x8-tiles', '/tiles/395x395-tiles']));
    expect(links(all, 'space')).toEqual(
      expect.arrayContaining(['/tiles/living-room-tiles', '/tiles/parking-tiles', '/tiles/elevation-tiles']),
    );
    expect(links(all, 'design')).toEqual(expect.arrayContaining(['/tiles/mosaic-tiles', '/tiles/book-match-tiles', '/tiles/3d-tiles']));
    expect(links(all, 'type')).toEqual(
      expect.arrayContaining([
        '/tiles/ceramic-tiles',
        '/tiles/porcelain-tiles',
        '/tiles/anti-skid-tiles',
        '/tiles/gvt-tiles',
        '/tiles/dgvt-tiles',
      ]),
    );
    expect(links(all, 'finish')).toEqual(['/tiles/matte-finish-tiles', '/tiles/glossy-tiles']);
    expect(links(all, 'colour')).toContain('/tiles/white-tiles?tiles=floor-tiles');
    expect(links(all, 'collection')).toContain('/tiles/tile-collection/aurora');
    expect(all.groups.find((g) => g.kind === 'collection')?.allHref).toBe('/tiles/tile-collection');
    expect(links(all, 'city')).toEqual(expect.arrayContaining(['/tiles/morbi-tiles', '/tiles/chennai']));
    expect(links(all, 'city').length).toBeGreaterThanOrEqual(30);
  });

  it('room entries link colours to their own variant; vitrified lists its sub-routes', async () => {
    const entries = await menu();
    const byKey = (k: string) => entries.find((e) => e.key === k)!;
    expect(links(byKey('bathroom-tiles'), 'colour')).toContain('/tiles/blue-tiles?tiles=bathroom-tiles');
    expect(links(byKey('wall-tiles'), 'colour')).toContain('/tiles/white-tiles?tiles=wall-tiles');
    expect(links(byKey('vitrified-tiles'), 'type')).toEqual(
      expect.arrayContaining(['/tiles/pgvt-tiles', '/tiles/full-body-vitrified-tiles', '/tiles/polished-vitrified-tiles']),
    );
    expect(links(byKey('vitrified-tiles'), 'city')).toEqual([]);
  });

  it('names come back in the store language the client sends (Hindi)', async () => {
    const r = await backend.graphql<MenuQueryData>(String(MENU_QUERY), {}, { Store: 'hi' });
    expect(buildMenu(r.data!)[1].name).toBe('फ़्लोर टाइल्स');
  });

  it('recommended products are root-level slugs with a size', async () => {
    const r = await runOperation(RECOMMENDED_QUERY, { path: 'tiles/wooden-tiles' });
    if (r.error) throw new Error(r.error.message);
    const items = r.data.products?.items ?? [];
    expect(items).toHaveLength(4);
    for (const p of items) {
      expect(p?.url_key).not.toContain('/');
      expect(p?.tile_size).toMatch(/^\d+x\d+ mm$/);
    }
  });

  it('an empty or broken answer gives no entries (the view then offers a retry)', () => {
    expect(buildMenu({ categories: null })).toEqual([]);
    expect(buildMenu({ categories: { items: [] } })).toEqual([]);
  });
});
