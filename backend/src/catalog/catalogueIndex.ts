import { getDb } from '../store/db';
import type { TileProduct } from '../seed/products';
import { add, emptySet, type Bitset } from './bitset';
import { attributeValues } from './attributeValues';
import { PRICE_BANDS } from './priceBands';
import { buildSortOrders, type SortOrders } from './sortOrders';
import { buildCategories, type TileCategory } from '../seed/categories';
import { loadCatalogueIndex, saveCatalogueIndex } from './catalogueIndexStore';

/** Attribute codes whose values get a posting set (filters and facets); sku and url_key are looked up in the store. */
const POSTED_CODES = [
  'tile_size',
  'tile_type',
  'tile_design',
  'tile_finish',
  'tile_colour',
  'tile_area',
  'tile_category',
  'tile_collection',
  'popularity',
  'trending',
  'mt',
];

/** Vitrified kinds are posted for keyword phrases; '#' keeps the code out of GraphQL's reach (no field has it). */
export const VITRIFIED_KIND_CODE = '#vitrified_kind';

/**
 * What listings, filters, sorts and facets need of the catalogue, held as columns and bit sets by catalogue position
 * (products in id order). Product rows stay in SQLite; a page reads its 24 rows from there.
 */
export interface CatalogueIndex {
  size: number;
  /** position → product id */
  idAt: Int32Array;
  /** attribute code → String(value) → positions holding it (category_id → category members) */
  postings: Map<string, Map<string, Bitset>>;
  /** category id → member positions */
  categories: Map<number, Bitset>;
  /** price band value (`50_100`) → positions priced in it */
  priceBands: Map<string, Bitset>;
  price: Float64Array;
  /** positions by price, cheapest first (ties by id): a price range is two binary searches */
  byPrice: Int32Array;
  /** best seller 2 + trending 1: the popularity sort and the search tie-break */
  fame: Uint8Array;
  /** lower-case English name per position, as an index into `names` (names repeat across sizes and colours) */
  nameAt: Uint32Array;
  names: string[];
  /** the same names as shown */
  displayNames: string[];
  orders: SortOrders;
}

let index: CatalogueIndex | null = null;
let categories: TileCategory[] | null = null;

export function allCategories(): TileCategory[] {
  categories ??= buildCategories();
  return categories;
}

/**
 * Loaded from the store when it was saved for this catalogue version; otherwise built from one pass over the
 * products and saved, so only the first start after a reseed parses every product (the catalogue is read-only while
 * the backend runs).
 */
export function catalogueIndex(): CatalogueIndex {
  if (!index) {
    index = loadCatalogueIndex();
    if (!index) saveCatalogueIndex((index = build()));
  }
  return index;
}

function build(): CatalogueIndex {
  const db = getDb();
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number };
  const cats = allCategories();
  const idAt = new Int32Array(n);
  const price = new Float64Array(n);
  const fame = new Uint8Array(n);
  const age = new Float64Array(n);
  const nameAt = new Uint32Array(n);
  const names: string[] = [];
  const nameIds = new Map<string, number>();
  const displayNames: string[] = [];
  const postings = new Map<string, Map<string, Bitset>>([...POSTED_CODES, 'category_id', VITRIFIED_KIND_CODE].map((c) => [c, new Map()]));
  const categorySets = new Map(cats.map((c) => [c.id, emptySet(n)]));
  const priceBands = new Map(PRICE_BANDS.map(([a, b]) => [`${a}_${b}`, emptySet(n)]));
  const post = (code: string, value: string, position: number) => {
    const values = postings.get(code)!;
    let set = values.get(value);
    if (!set) values.set(value, (set = emptySet(n)));
    add(set, position);
  };
  let i = 0;
  for (const row of db.prepare('SELECT data FROM products ORDER BY id').iterate() as Iterable<{ data: string }>) {
    const p = JSON.parse(row.data) as TileProduct;
    idAt[i] = p.id;
    price[i] = p.mrpPerSqft;
    fame[i] = (p.popularity ? 2 : 0) + (p.trending ? 1 : 0);
    age[i] = p.ageDays;
    let nameId = nameIds.get(p.name.en);
    if (nameId === undefined) {
      nameIds.set(p.name.en, (nameId = names.length));
      names.push(p.name.en.toLowerCase());
      displayNames.push(p.name.en);
    }
    nameAt[i] = nameId;
    for (const code of POSTED_CODES) for (const v of new Set(attributeValues(p, code).map(String))) post(code, v, i);
    if (p.vitrifiedKindId !== null) post(VITRIFIED_KIND_CODE, String(p.vitrifiedKindId), i);
    for (const c of cats) if (c.matches(p)) add(categorySets.get(c.id)!, i);
    for (const [a, b] of PRICE_BANDS) if (p.mrpPerSqft >= a && p.mrpPerSqft < b) add(priceBands.get(`${a}_${b}`)!, i);
    i++;
  }
  for (const [id, set] of categorySets) postings.get('category_id')!.set(String(id), set);
  const orders = buildSortOrders({ size: n, idAt, price, fame, age, nameAt, displayNames });
  return {
    size: n,
    idAt,
    postings,
    categories: categorySets,
    priceBands,
    price,
    byPrice: orders['price:ASC'],
    fame,
    nameAt,
    names,
    displayNames,
    orders,
  };
}

/** The position of a product id, or -1 (ids are ascending by position, so a binary search). */
export function positionOf(id: number): number {
  const { idAt } = catalogueIndex();
  let lo = 0;
  let hi = idAt.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (idAt[mid] === id) return mid;
    if (idAt[mid] < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
