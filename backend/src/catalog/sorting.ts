import { add, emptySet, has, type Bitset } from './bitset';
import { catalogueIndex } from './catalogueIndex';

export type SortDir = 'ASC' | 'DESC';
export type ProductSort = Record<string, SortDir | null | undefined> | null | undefined;

/** The sort fields the listing offers (Magento's sort_fields), in menu order. */
export const SORT_FIELDS = [
  { label: 'Position', value: 'position' },
  { label: 'Popularity', value: 'popularity' },
  { label: 'Newest', value: 'newest' },
  { label: 'Name', value: 'name' },
  { label: 'Price', value: 'price' },
];
const ATTRIBUTE_SORTS = ['price', 'name', 'newest'];

/** A search's hits (catalogue positions, best first), with the set of them for filters and facets. */
export function relevanceOf(order: ArrayLike<number>): { order: ArrayLike<number>; set: Bitset } {
  const set = emptySet(catalogueIndex().size);
  for (let k = 0; k < order.length; k++) add(set, order[k]);
  return { order, set };
}

/**
 * One page of product ids in Magento's order: the first key of ProductAttributeSortInput; ties fall back to
 * position (id), or to relevance in a search, so pages never overlap. `popularity` puts best sellers (101) and
 * trending tiles first; `newest` is days since launch; unknown keys fall back to position rather than failing.
 * `relevance` is a search's hits as positions, best first. The page is a walk along a precomputed order (or the search's own order) skipping what the filter left out.
 */
export function pageOf(matched: Bitset, sort: ProductSort, relevance: ArrayLike<number> | null, offset: number, limit: number): number[] {
  const [key, dir] = Object.entries(sort ?? {}).find(([, d]) => d) ?? [relevance ? 'relevance' : 'position', 'ASC'];
  const descending = dir === 'DESC';
  const ix = catalogueIndex();
  const out: number[] = [];
  let skip = offset;
  const take = (p: number) => {
    if (!has(matched, p)) return false;
    if (skip > 0) skip--;
    else out.push(ix.idAt[p]);
    return out.length >= limit;
  };
  const walk = (order: ArrayLike<number>, backwards = false) => {
    for (let k = 0; k < order.length; k++) if (take(order[backwards ? order.length - 1 - k : k])) return;
  };
  if (limit <= 0) return out;
  if (ATTRIBUTE_SORTS.includes(key)) walk(ix.orders[`${key}:${dir === 'DESC' ? 'DESC' : 'ASC'}`]);
  else if (!relevance)
    walk(
      ix.orders[
        key === 'popularity'
          ? `popularity:${descending ? 'DESC' : 'ASC'}`
          : `position:${descending && key !== 'relevance' ? 'DESC' : 'ASC'}`
      ],
    );
  else if (key === 'popularity') {
    // Best sellers and trending first (ASC), each fame level in relevance order.
    for (const level of descending ? [0, 1, 2, 3] : [3, 2, 1, 0])
      for (let k = 0; k < relevance.length; k++) if (ix.fame[relevance[k]] === level && take(relevance[k])) return out;
  } else walk(relevance, descending && key !== 'relevance');
  return out;
}
