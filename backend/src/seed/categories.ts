/**
 * The category tree: root → All Tiles (`tiles`) → one category per listing route of the spec.
 * Each category has a membership rule over product attributes, and menu data (group, which
 * top entries list it) that merchandisers can change in the data without a deploy.
 */
import { AREAS, CITIES, COLLECTIONS, COLOURS, DESIGNS, FINISHES, SIZES, TILE_WORD, TYPES, VITRIFIED_KINDS, type Words } from './taxonomy';
import type { TileProduct } from './products';

export type MenuGroup = 'top' | 'size' | 'space' | 'design' | 'type' | 'finish' | 'collection' | 'colour' | 'city' | 'special';

export interface TileCategory {
  id: number;
  parentId: number;
  name: Words;
  urlKey: string;
  urlPath: string;
  level: number;
  position: number;
  includeInMenu: boolean;
  menuGroup: MenuGroup;
  /** url_keys of top menu entries whose submenu lists this category. */
  menuParents: string[];
  description: Words;
  matches: (p: TileProduct) => boolean;
}

export const ROOT_CATEGORY_ID = 2;
export const ALL_TILES_ID = 3;

const tiles = (w: Words): Words => ({ en: `${w.en} ${TILE_WORD.en}`, hi: `${w.hi} ${TILE_WORD.hi}`, ta: `${w.ta} ${TILE_WORD.ta}` });
const same = (s: string): Words => ({ en: s, hi: s, ta: s });
const describe = (n: Words): Words => ({
  en: `Shop ${n.en.toLowerCase()} online: MRP per sq.ft, sizes, finishes and designs for every room.`,
  hi: `${n.hi} ऑनलाइन खरीदें: प्रति वर्ग फुट एमआरपी।`,
  ta: `${n.ta} ஆன்லைனில் வாங்குங்கள்: சதுர அடிக்கு எம்ஆர்பி.`,
});

const FLOOR_WALL = ['floor-tiles', 'wall-tiles'];
const ROOMS = ['bathroom-tiles', 'kitchen-tiles', 'room-tiles'];

export function buildCategories(): TileCategory[] {
  const list: Omit<TileCategory, 'id' | 'parentId' | 'level' | 'urlPath' | 'description'>[] = [];
  const add = (
    urlKey: string,
    name: Words,
    menuGroup: MenuGroup,
    matches: (p: TileProduct) => boolean,
    menuParents: string[] = [],
    includeInMenu = false,
  ) => list.push({ urlKey, name, menuGroup, matches, menuParents, includeInMenu, position: list.length + 1 });

  // The nine top menu entries after All Tiles (spec §2 order), then the slider's extra categories.
  add('floor-tiles', tiles({ en: 'Floor', hi: 'फ़्लोर', ta: 'தரை' }), 'top', (p) => p.applicationIds.includes(130), [], true);
  add('wall-tiles', tiles({ en: 'Wall', hi: 'वॉल', ta: 'சுவர்' }), 'top', (p) => p.applicationIds.includes(131), [], true);
  add('bathroom-tiles', tiles(AREAS[0].label), 'top', (p) => p.areaIds.includes(103), [], true);
  add('kitchen-tiles', tiles(AREAS[1].label), 'top', (p) => p.areaIds.includes(104), [], true);
  add('room-tiles', tiles({ en: 'Room', hi: 'रूम', ta: 'அறை' }), 'top', (p) => p.areaIds.includes(105) || p.areaIds.includes(106), [], true);
  add('marble-tiles', tiles(DESIGNS[1].label), 'top', (p) => p.designId === 352 || p.designId === 359, [], true);
  add('wooden-tiles', tiles(DESIGNS[0].label), 'top', (p) => p.designId === 351, [], true);
  add('vitrified-tiles', tiles(TYPES[0].label), 'top', (p) => p.vitrifiedKindId !== null, [], true);
  add('ceramic-tiles', tiles(TYPES[1].label), 'type', (p) => p.typeId === 118, ['tiles', ...FLOOR_WALL]);
  add(
    'cool-tiles',
    tiles({ en: 'Cool', hi: 'कूल', ta: 'கூல்' }),
    'special',
    (p) => [401, 405, 406].includes(p.colourId) || (p.finishId === 201 && p.applicationIds.includes(130) && p.areaIds.includes(110)),
    ['tiles'],
  );
  add('large-tiles', tiles({ en: 'Large', hi: 'बड़ी', ta: 'பெரிய' }), 'special', (p) => Math.max(...p.size.mm) >= 1200, [
    'tiles',
    ...FLOOR_WALL,
  ]);

  for (const s of SIZES)
    add(s.slug, same(`${s.mm[0]}x${s.mm[1]} mm (${s.ft} ft)`), 'size', (p) => p.size.slug === s.slug, ['tiles', ...FLOOR_WALL, ...ROOMS]);
  for (const a of AREAS)
    if (!['bathroom', 'kitchen'].includes(a.slug))
      add(`${a.slug}-tiles`, tiles(a.label), 'space', (p) => p.areaIds.includes(a.id), ['tiles', ...FLOOR_WALL, 'room-tiles']);
  for (const d of DESIGNS)
    if (!['wooden', 'marble'].includes(d.slug))
      add(`${d.slug}-tiles`, tiles(d.label), 'design', (p) => p.designId === d.id, ['tiles', ...FLOOR_WALL, ...ROOMS, 'marble-tiles']);
  add('porcelain-tiles', tiles(TYPES[4].label), 'type', (p) => p.typeId === 122, ['tiles', 'vitrified-tiles']);
  add('anti-skid-tiles', tiles(TYPES[3].label), 'type', (p) => p.typeId === 140, [
    'tiles',
    'floor-tiles',
    'bathroom-tiles',
    'kitchen-tiles',
  ]);
  add('double-charge-tiles', tiles(TYPES[2].label), 'type', (p) => p.typeId === 127, ['tiles', 'vitrified-tiles']);
  for (const k of VITRIFIED_KINDS)
    add(`${k.slug}-tiles`, tiles(k.label), 'type', (p) => p.vitrifiedKindId === k.id, ['tiles', 'vitrified-tiles', 'floor-tiles']);
  add('matte-finish-tiles', tiles({ en: 'Matte Finish', hi: 'मैट फिनिश', ta: 'மேட் ஃபினிஷ்' }), 'finish', (p) => p.finishId === 201, [
    'tiles',
    ...FLOOR_WALL,
    ...ROOMS,
    'vitrified-tiles',
    'wooden-tiles',
    'marble-tiles',
  ]);
  add('glossy-tiles', tiles(FINISHES[1].label), 'finish', (p) => p.finishId === 202, [
    'tiles',
    ...FLOOR_WALL,
    ...ROOMS,
    'vitrified-tiles',
    'marble-tiles',
  ]);
  add('tile-collection', same('Tile Collections'), 'collection', () => true, []);
  for (const c of COLOURS)
    add(`${c.slug}-tiles`, tiles(c.label), 'colour', (p) => p.colourId === c.id, [
      'tiles',
      ...FLOOR_WALL,
      ...ROOMS,
      'marble-tiles',
      'wooden-tiles',
    ]);
  for (const c of CITIES)
    add(c.slug, { en: `Tiles in ${c.name}`, hi: `${c.name} में टाइल्स`, ta: `${c.name} டைல்ஸ்` }, 'city', (p) => p.citySlugs.includes(c.slug), [
      'tiles',
    ]);
  add('morbi-tiles', { en: 'Morbi Tiles', hi: 'मोरबी टाइल्स', ta: 'மோர்பி டைல்ஸ்' }, 'city', () => true, ['tiles']);

  const categories: TileCategory[] = [
    {
      id: ALL_TILES_ID,
      parentId: ROOT_CATEGORY_ID,
      name: { en: 'All Tiles', hi: 'सभी टाइल्स', ta: 'அனைத்து டைல்ஸ்' },
      urlKey: 'tiles',
      urlPath: 'tiles',
      level: 2,
      position: 1,
      includeInMenu: true,
      menuGroup: 'top',
      menuParents: [],
      description: describe(same('All tiles')),
      matches: () => true,
    },
  ];
  let id = ALL_TILES_ID + 1;
  const collectionParent = id + list.findIndex((c) => c.urlKey === 'tile-collection');
  for (const c of list)
    categories.push({ ...c, id: id++, parentId: ALL_TILES_ID, level: 3, urlPath: `tiles/${c.urlKey}`, description: describe(c.name) });
  for (const c of COLLECTIONS) {
    categories.push({
      id: id++,
      parentId: collectionParent,
      name: { en: `${c.label.en} Collection`, hi: `${c.label.hi} कलेक्शन`, ta: `${c.label.ta} தொகுப்பு` },
      urlKey: c.slug,
      urlPath: `tiles/tile-collection/${c.slug}`,
      level: 4,
      position: c.id,
      includeInMenu: false,
      menuGroup: 'collection',
      menuParents: ['tiles', 'floor-tiles', 'wall-tiles'],
      description: describe(same(`${c.label.en} collection`)),
      matches: (p) => p.collectionId === c.id,
    });
  }
  return categories;
}
