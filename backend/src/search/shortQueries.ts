import { loadParts, saveParts } from '../catalog/savedParts';

/** Queries of up to this many characters (UTF-16 units, as terms are compared) that begin a term are answered ahead. */
export const SHORT_QUERY_LENGTH = 3;
/** How many best products are kept per short query: the most an autosuggest asks for (rest/autosuggest.ts). */
export const SHORT_QUERY_TOP = 20;
/** Changes with the ranking or the choice of queries, so tops saved by older code are computed again. */
const FORMAT = 'short-queries-1';

/**
 * The best products for every query of one to three characters that begins an indexed term: what a shopper has
 * typed after a keystroke or three. Such a query expands to many terms and matches a large share of the catalogue
 * (at 200,000 tiles "ma" scores ~80,000 products), so each keystroke would score most of the catalogue for six
 * products. The tops are the ranking's own answers (`rank`), worked out once per catalogue version and saved with
 * the search index, so a start only reads them.
 */
export function shortQueryTops(terms: string[], rank: (query: string, limit: number) => number[]): Map<string, Int32Array> {
  const saved = loadParts<{ queries: string[] }, { offsets: typeof Int32Array; ids: typeof Int32Array }>('short-queries', FORMAT, {
    offsets: Int32Array,
    ids: Int32Array,
  });
  if (saved) return toMap(saved.meta.queries, saved.arrays.offsets, saved.arrays.ids);
  const queries = new Set<string>();
  for (const term of terms) for (let n = 1; n <= Math.min(SHORT_QUERY_LENGTH, term.length); n++) queries.add(term.slice(0, n));
  const list = [...queries];
  const offsets = new Int32Array(list.length + 1);
  const ids: number[] = [];
  list.forEach((query, k) => {
    ids.push(...rank(query, SHORT_QUERY_TOP));
    offsets[k + 1] = ids.length;
  });
  const idArray = Int32Array.from(ids);
  saveParts('short-queries', FORMAT, { queries: list }, { offsets, ids: idArray });
  return toMap(list, offsets, idArray);
}

function toMap(queries: string[], offsets: Int32Array, ids: Int32Array): Map<string, Int32Array> {
  return new Map(queries.map((q, k) => [q, ids.subarray(offsets[k], offsets[k + 1])]));
}
