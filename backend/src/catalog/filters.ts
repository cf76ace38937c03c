import { getDb } from '../store/db';
import { add, emptySet, fullSet, intersect, unionInto, type Bitset } from './bitset';
import { allCategories, catalogueIndex, positionOf, type CatalogueIndex } from './catalogueIndex';

export interface EqualFilter {
  eq?: string | null;
  in?: (string | null)[] | null;
}
export interface MatchFilter {
  match?: string | null;
}
export interface RangeFilter {
  from?: string | null;
  to?: string | null;
}
export type ProductFilter = Record<string, EqualFilter & MatchFilter & RangeFilter>;

const decodeUid = (uid: string) => Number(Buffer.from(uid, 'base64').toString('utf8'));
const values = (f: EqualFilter): string[] => [f.eq, ...(f.in ?? [])].filter((v): v is string => v != null && v !== '');

function categoriesSet(ix: CatalogueIndex, ids: number[]): Bitset {
  const out = emptySet(ix.size);
  for (const id of new Set(ids)) {
    const members = ix.categories.get(id);
    if (members) unionInto(out, members);
  }
  return out;
}

/** Positions priced from..to inclusive: two binary searches over the price order (no bound is ±∞; not a number matches nothing). */
function priceRange(ix: CatalogueIndex, from: number, to: number): Bitset {
  const out = emptySet(ix.size);
  if (Number.isNaN(from) || Number.isNaN(to)) return out;
  const first = (test: (price: number) => boolean) => {
    let lo = 0;
    let hi = ix.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (test(ix.price[ix.byPrice[mid]])) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const start = first((v) => v >= from);
  const end = first((v) => v > to);
  for (let k = start; k < end; k++) add(out, ix.byPrice[k]);
  return out;
}

function nameContains(ix: CatalogueIndex, needle: string): Bitset {
  const out = emptySet(ix.size);
  const hit = ix.names.map((name) => name.includes(needle));
  for (let p = 0; p < ix.size; p++) if (hit[ix.nameAt[p]]) add(out, p);
  return out;
}

/** sku and url_key are unique columns of the store: looked up there rather than held in memory. */
function byColumn(ix: CatalogueIndex, column: 'sku' | 'url_key', wanted: string[]): Bitset {
  const out = emptySet(ix.size);
  const find = getDb().prepare(`SELECT id FROM products WHERE ${column} = ?`).pluck();
  for (const v of wanted) {
    const id = find.get(v) as number | undefined;
    const position = id === undefined ? -1 : positionOf(id);
    if (position >= 0) add(out, position);
  }
  return out;
}

function equalTo(ix: CatalogueIndex, code: string, wanted: string[]): Bitset {
  if (code === 'sku' || code === 'url_key') return byColumn(ix, code, wanted);
  const out = emptySet(ix.size);
  const posted = ix.postings.get(code);
  // Unknown codes and values never throw: they match nothing.
  if (posted) for (const v of new Set(wanted)) if (posted.has(v)) unionInto(out, posted.get(v)!);
  return out;
}

/**
 * Applies Magento's ProductAttributeFilterInput to a set of positions (the whole catalogue, or a search's hits):
 * each filter is a set from the index, intersected with the rest.
 */
export function applyFilter(within: Bitset, filter: ProductFilter | null | undefined): Bitset {
  if (!filter) return within;
  const ix = catalogueIndex();
  let out = within;
  for (const [code, f] of Object.entries(filter)) {
    if (!f) continue;
    let matches: Bitset | null = null;
    if (code === 'category_uid') {
      matches = categoriesSet(ix, values(f).map(decodeUid));
    } else if (code === 'category_url_path') {
      const paths = values(f);
      matches = categoriesSet(
        ix,
        allCategories()
          .filter((c) => paths.includes(c.urlPath))
          .map((c) => c.id),
      );
    } else if (code === 'price') {
      matches = priceRange(ix, f.from ? Number(f.from) : -Infinity, f.to ? Number(f.to) : Infinity);
    } else if (code === 'name' && f.match) {
      matches = nameContains(ix, f.match.toLowerCase());
    } else if (f.eq != null || f.in) {
      matches = equalTo(ix, code, values(f).map(String));
    }
    if (matches) out = intersect(out, matches);
  }
  return out;
}

export const wholeCatalogue = (): Bitset => fullSet(catalogueIndex().size);
