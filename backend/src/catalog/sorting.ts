import type { TileProduct } from '../seed/products';

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

/**
 * Magento sorts by the first key of ProductAttributeSortInput; ties fall back to position (id) so
 * pages never overlap. `popularity` puts best sellers (101) and trending tiles first; `newest` is
 * days since launch. Unknown keys fall back to position rather than failing the listing.
 */
export function sortProducts(list: TileProduct[], sort: ProductSort, relevance: number[] | null): TileProduct[] {
  const [key, dir] = Object.entries(sort ?? {}).find(([, d]) => d) ?? [relevance ? 'relevance' : 'position', 'ASC'];
  const sign = dir === 'DESC' ? -1 : 1;
  // Relevance position by id, looked up in constant time (the comparator runs n log n times).
  const order = relevance ? new Map(relevance.map((id, i) => [id, i])) : null;
  const rank = (p: TileProduct) => (order ? (order.get(p.id) ?? Infinity) : p.id);
  const fame = (p: TileProduct) => (p.popularity ? 2 : 0) + (p.trending ? 1 : 0);
  const by: Record<string, (a: TileProduct, b: TileProduct) => number> = {
    price: (a, b) => sign * (a.mrpPerSqft - b.mrpPerSqft) || a.id - b.id,
    name: (a, b) => sign * a.name.en.localeCompare(b.name.en) || a.id - b.id,
    relevance: (a, b) => rank(a) - rank(b),
    position: (a, b) => sign * (rank(a) - rank(b)),
    // "Most popular" reads naturally as the ascending choice, so ASC means most popular first.
    popularity: (a, b) => sign * (fame(b) - fame(a)) || rank(a) - rank(b),
    newest: (a, b) => sign * (a.ageDays - b.ageDays) || a.id - b.id,
  };
  return [...list].sort(by[key] ?? by.position);
}
