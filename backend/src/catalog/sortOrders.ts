/** Every listing order, computed once: a page is a walk along one of these, skipping positions outside the filter. */
export type SortOrders = Record<string, Int32Array>;

interface Columns {
  size: number;
  idAt: Int32Array;
  price: Float64Array;
  fame: Uint8Array;
  age: Float64Array;
  nameAt: Uint32Array;
  /** English names as shown, by name index */
  displayNames: string[];
}

/**
 * The orders of catalog/sorting's comparators without a search (ties by id, so pages never overlap). DESC is not
 * ASC reversed: ties stay in id order either way. Names rank by the collator `localeCompare` uses, computed once
 * over the distinct names rather than once per comparison.
 */
export function buildSortOrders(c: Columns): SortOrders {
  const collator = new Intl.Collator();
  const byName = c.displayNames.map((_, k) => k).sort((a, b) => collator.compare(c.displayNames[a], c.displayNames[b]));
  const nameRank = new Int32Array(c.displayNames.length);
  byName.forEach((k, r) => {
    const tied = r > 0 && collator.compare(c.displayNames[byName[r - 1]], c.displayNames[k]) === 0;
    nameRank[k] = tied ? nameRank[byName[r - 1]] : r;
  });
  const keys: Record<string, (p: number) => number> = {
    price: (p) => c.price[p],
    name: (p) => nameRank[c.nameAt[p]],
    newest: (p) => c.age[p],
    position: (p) => c.idAt[p],
    // "Most popular" is the ascending choice: higher fame first.
    popularity: (p) => -c.fame[p],
  };
  const orders: SortOrders = {};
  for (const [key, of] of Object.entries(keys)) {
    for (const sign of [1, -1]) {
      const order = new Int32Array(c.size);
      for (let i = 0; i < c.size; i++) order[i] = i;
      order.sort((a, b) => sign * (of(a) - of(b)) || c.idAt[a] - c.idAt[b]);
      orders[`${key}:${sign === 1 ? 'ASC' : 'DESC'}`] = order;
    }
  }
  return orders;
}
