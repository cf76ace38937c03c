/**
 * Deterministic tile catalogue: the same 360 products on every machine, covering every
 * `/tiles/...` route of the spec with real attribute values.
 */
import {
  AREAS,
  APPLICATIONS,
  CITIES,
  COLLECTIONS,
  COLOURS,
  DESIGNS,
  FINISHES,
  POPULARITY_BESTSELLER,
  SIZES,
  TYPES,
  VITRIFIED_KINDS,
  type Size,
  type Words,
} from './taxonomy';

export interface TileProduct {
  id: number;
  sku: string;
  name: Words;
  urlKey: string;
  size: Size;
  typeId: number;
  vitrifiedKindId: number | null;
  designId: number;
  finishId: number;
  colourId: number;
  applicationIds: number[];
  areaIds: number[];
  collectionId: number;
  /** MRP per sq.ft in INR, GST included. */
  mrpPerSqft: number;
  sqftPerBox: number;
  piecesPerBox: number;
  thicknessMm: number;
  popularity: number | null;
  trending: boolean;
  citySlugs: string[];
  /** Days since launch (smaller is newer). */
  ageDays: number;
}

const MODEL_NAMES = [
  'Carrara',
  'Calacatta',
  'Armani',
  'Crema',
  'Bottochino',
  'Sahara',
  'Teak',
  'Oak',
  'Walnut',
  'Slate',
  'Basalt',
  'Quartz',
  'Pearl',
  'Nova',
  'Luna',
  'Sierra',
  'Alpine',
  'Coral',
  'Indus',
  'Kaveri',
  'Ganga',
  'Thar',
  'Deccan',
  'Malabar',
  'Konark',
  'Ajanta',
  'Ellora',
  'Hampi',
  'Nilgiri',
  'Sundar',
];

/** Small deterministic PRNG (mulberry32) so the seed is identical everywhere. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const colourFor: Record<string, string[]> = {
  wooden: ['brown', 'beige', 'grey', 'cream', 'black'],
  marble: ['white', 'ivory', 'beige', 'grey', 'black', 'cream'],
  statuario: ['white', 'ivory'],
  onyx: ['beige', 'green', 'pink', 'blue', 'multi-colour'],
  granite: ['black', 'grey', 'red', 'brown'],
  cement: ['grey', 'beige', 'white'],
};

export const PRODUCT_COUNT = 360;
/** Real tile ranges run to 10,000 SKUs; 200,000 keeps a typo from filling the disk. */
export const MAX_CATALOGUE_SIZE = 200_000;

/** TILES_CATALOGUE_SIZE, validated at start-up with a readable error. */
export function catalogueSize(raw = process.env.TILES_CATALOGUE_SIZE): number {
  if (raw === undefined || raw === '') return PRODUCT_COUNT;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > MAX_CATALOGUE_SIZE) {
    throw new Error(`TILES_CATALOGUE_SIZE must be a whole number from 1 to ${MAX_CATALOGUE_SIZE} (got "${raw}")`);
  }
  return n;
}

export function generateProducts(count = PRODUCT_COUNT): TileProduct[] {
  const rand = prng(20261121);
  const products: TileProduct[] = [];
  for (let i = 0; i < count; i++) {
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
    const design = DESIGNS[i % DESIGNS.length];
    const palette = colourFor[design.slug];
    const paletteSlug = palette && i % 4 !== 3 ? pick(palette) : null;
    const colour = paletteSlug ? COLOURS.find((c) => c.slug === paletteSlug)! : COLOURS[(i * 5) % COLOURS.length];
    // Sizes, types and finishes are drawn from the seeded PRNG so they do not correlate with the design.
    const size = pick(SIZES);
    const type = pick(TYPES);
    const isVitrified = type.id === 120 || type.id === 127;
    const vitrifiedKind = type.id === 127 ? VITRIFIED_KINDS[4] : isVitrified ? VITRIFIED_KINDS[Math.floor(rand() * 4)] : null;
    const finish = pick(FINISHES);
    const collection = pick(COLLECTIONS);
    const bigFloor = Math.max(...size.mm) >= 600 || type.id === 140;
    const applications = [bigFloor ? 130 : 131];
    if (i % 5 === 0) applications.push(bigFloor ? 131 : 130);
    const areas = [AREAS[i % AREAS.length].id, pick(AREAS).id].filter((v, k, a) => a.indexOf(v) === k);
    const pieceSqft = (size.mm[0] * size.mm[1]) / 92903.04;
    const piecesPerBox = Math.max(1, Math.round(15 / pieceSqft));
    const base = { 118: 38, 120: 62, 127: 74, 140: 48, 122: 92 }[type.id] ?? 50;
    const mrpPerSqft = Math.round((base + rand() * 90 + (Math.max(...size.mm) >= 1200 ? 40 : 0)) * 100) / 100;
    const model = pick(MODEL_NAMES);
    const name: Words = {
      en: `${model} ${design.label.en} ${colour.label.en} ${finish.label.en}`,
      hi: `${model} ${design.label.hi} ${colour.label.hi} ${finish.label.hi}`,
      ta: `${model} ${design.label.ta} ${colour.label.ta} ${finish.label.ta}`,
    };
    const sku = `TL-${String(1001 + i)}`;
    products.push({
      id: i + 1,
      sku,
      name,
      urlKey: `${slug(name.en)}-${size.mm[0]}x${size.mm[1]}-${sku.toLowerCase()}`,
      size,
      typeId: type.id,
      vitrifiedKindId: vitrifiedKind?.id ?? null,
      designId: design.id,
      finishId: finish.id,
      colourId: colour.id,
      applicationIds: applications,
      areaIds: areas,
      collectionId: collection.id,
      mrpPerSqft,
      sqftPerBox: Math.round(piecesPerBox * pieceSqft * 100) / 100,
      piecesPerBox,
      thicknessMm: Math.max(...size.mm) >= 1200 ? 9 : type.id === 118 ? 7 : 8.5,
      popularity: rand() < 0.18 ? POPULARITY_BESTSELLER : null,
      trending: rand() < 0.12,
      citySlugs: CITIES.filter((_, k) => (i + k) % 3 !== 0).map((c) => c.slug),
      ageDays: Math.floor(rand() * 700),
    });
  }
  return products;
}

export const APPLICATION_IDS = APPLICATIONS.map((a) => a.id);
