/**
 * The listing's query parameters (spec §2) ⇄ Magento's products(filter, sort, currentPage).
 * Parsing never throws: a malformed value is dropped and the rest still apply.
 */
export const FACET_CODES = [
  'tile_category',
  'tile_area',
  'tile_type',
  'tile_size',
  'tile_design',
  'tile_finish',
  'tile_colour',
  'tile_collection',
  'price',
] as const;
export type FacetCode = (typeof FACET_CODES)[number];

export const SORT_ORDERS = ['position', 'popularity', 'newest', 'name', 'price'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export type SortDir = 'asc' | 'desc';

export interface ListingParams {
  facets: Partial<Record<FacetCode, string[]>>;
  /** Category id (`cat`), narrowing within the page's category. */
  cat: string | null;
  popularity: boolean;
  trending: boolean;
  mt: 'v' | 'c' | null;
  /** Colour pages: `?tiles=floor-tiles` narrows to a second category by its url key. */
  tiles: string | null;
  order: SortOrder | null;
  dir: SortDir;
  page: number;
}

const FORMAT: Record<FacetCode, RegExp> = {
  tile_category: /^\d{1,6}$/,
  tile_area: /^\d{1,6}$/,
  tile_type: /^\d{1,6}$/,
  tile_design: /^\d{1,6}$/,
  tile_finish: /^\d{1,6}$/,
  tile_colour: /^\d{1,6}$/,
  tile_collection: /^\d{1,6}$/,
  tile_size: /^[a-z0-9.-]{1,40}$/,
  price: /^\d{1,6}_\d{1,6}$/,
};
/** No facet has more options than this: a longer list is a forged address, not a shopper's choice. */
const MAX_VALUES = 50;
const SLUG = /^[a-z0-9-]{1,60}$/;

// A value may come comma-joined (the live page's links) or repeated (the filter form sent without scripts: one
// `tile_colour=` per ticked box); both read the same.
const valuesOf = (search: URLSearchParams, key: string) =>
  search
    .getAll(key)
    .flatMap((raw) => raw.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null =>
  (list as readonly string[]).includes(v ?? '') ? (v as T) : null;

export function parseListingParams(search: URLSearchParams): ListingParams {
  const facets: ListingParams['facets'] = {};
  for (const code of FACET_CODES) {
    const values = [...new Set(valuesOf(search, code).filter((v) => FORMAT[code].test(v)))].slice(0, MAX_VALUES);
    if (values.length) facets[code] = values;
  }
  const page = Number(search.get('p'));
  const tiles = search.get('tiles');
  const cat = search.get('cat');
  const sort = readSort(search);
  return {
    facets,
    cat: cat && /^\d{1,6}$/.test(cat) ? cat : null,
    popularity: search.get('popularity') === '101',
    trending: search.get('trending') === '1',
    mt: oneOf(['v', 'c'] as const, search.get('mt')),
    tiles: tiles && SLUG.test(tiles) ? tiles : null,
    order: sort.order,
    dir: sort.dir,
    page: Number.isInteger(page) && page > 1 && page < 10000 ? page : 1,
  };
}

/** The sort choice's value: one field, so the sort list sent as a form without scripts carries order and direction. */
export const sortKey = (order: SortOrder | null, dir: SortDir) => `${order ?? 'position'}:${order ? dir : 'asc'}`;

/** Magento's `product_list_order` + `product_list_dir`, or the sort list's `order:dir` in `product_list_order` alone. */
function readSort(search: URLSearchParams): { order: SortOrder | null; dir: SortDir } {
  const [order, dir = search.get('product_list_dir')] = (search.get('product_list_order') ?? '').split(':');
  return { order: oneOf(SORT_ORDERS, order), dir: dir === 'desc' ? 'desc' : 'asc' };
}

/** The parameters the listing's form sets; every other one (the page's narrowing, utm_*) travels as a hidden field. */
const FORM_KEYS = new Set<string>([...FACET_CODES, 'popularity', 'trending', 'product_list_order', 'product_list_dir', 'p']);
export function carriedParams(current: URLSearchParams): [string, string][] {
  return [...current].filter(([key]) => !FORM_KEYS.has(key));
}

type Filter = Record<string, { eq?: string; in?: string[]; from?: string; to?: string }>;

/** Magento ProductAttributeFilterInput for the page's category plus the parameters. */
export function toProductFilter(categoryUid: string, p: ListingParams): Filter {
  const filter: Filter = { category_uid: { eq: categoryUid } };
  for (const [code, values] of Object.entries(p.facets) as [FacetCode, string[]][]) {
    if (code === 'price') {
      // Several price bands are one range from the lowest start to the highest end.
      const bounds = values.map((v) => v.split('_').map(Number));
      filter.price = { from: String(Math.min(...bounds.map((b) => b[0]))), to: String(Math.max(...bounds.map((b) => b[1])) - 0.01) };
    } else {
      filter[code] = { in: values };
    }
  }
  if (p.cat) filter.category_id = { eq: p.cat };
  if (p.tiles) filter.category_url_path = { eq: `tiles/${p.tiles}` };
  if (p.popularity) filter.popularity = { eq: '101' };
  if (p.trending) filter.trending = { eq: '1' };
  if (p.mt) filter.mt = { eq: p.mt };
  return filter;
}

export function toProductSort(p: ListingParams): Record<string, 'ASC' | 'DESC'> | null {
  return p.order ? { [p.order]: p.dir === 'desc' ? 'DESC' : 'ASC' } : null;
}

/** The search string for a new state, keeping unrelated parameters (utm_*, gclid) untouched. */
export function toSearch(current: URLSearchParams, next: ListingParams): string {
  const out = new URLSearchParams(current);
  for (const code of FACET_CODES) {
    const values = next.facets[code];
    if (values?.length) out.set(code, values.join(','));
    else out.delete(code);
  }
  const set = (key: string, value: string | null) => (value ? out.set(key, value) : out.delete(key));
  set('cat', next.cat);
  set('popularity', next.popularity ? '101' : null);
  set('trending', next.trending ? '1' : null);
  set('mt', next.mt);
  set('tiles', next.tiles);
  set('product_list_order', next.order);
  set('product_list_dir', next.order ? next.dir : null);
  set('p', next.page > 1 ? String(next.page) : null);
  const s = out.toString();
  return s ? `?${s}` : '';
}

export function toggleFacet(p: ListingParams, code: FacetCode, value: string): ListingParams {
  const current = p.facets[code] ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...p, facets: { ...p.facets, [code]: values }, page: 1 };
}
