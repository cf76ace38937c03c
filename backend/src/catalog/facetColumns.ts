import type { Bitset } from './bitset';
import type { CatalogueIndex } from './catalogueIndex';

/**
 * An attribute with at most one value a tile (type, size, design, finish, colour, collection) as a column: each
 * catalogue position's option. A small result set (a search's hits) is then counted by visiting its own positions,
 * instead of intersecting every option's set over the whole catalogue, which grows with the catalogue.
 */
export interface FacetColumn {
  /** option value → its number in `of` */
  numberOf: Map<string, number>;
  /** each position's option number, 0 for none */
  of: Uint8Array;
  options: number;
}

const built = new WeakMap<CatalogueIndex, Map<string, FacetColumn | null>>();

/** The column of an attribute, built once per catalogue index from its sets; null when a tile may hold several. */
export function facetColumn(ix: CatalogueIndex, code: string): FacetColumn | null {
  let columns = built.get(ix);
  if (!columns) built.set(ix, (columns = new Map()));
  if (!columns.has(code)) columns.set(code, buildColumn(ix, code));
  return columns.get(code)!;
}

function buildColumn(ix: CatalogueIndex, code: string): FacetColumn | null {
  const sets = ix.postings.get(code);
  if (!sets || sets.size > 255) return null;
  const of = new Uint8Array(ix.size);
  const numberOf = new Map<string, number>();
  for (const [value, set] of sets) {
    const number = numberOf.size + 1;
    numberOf.set(value, number);
    let clash = false;
    eachPosition(set, (p) => {
      clash ||= of[p] !== 0;
      of[p] = number;
    });
    if (clash) return null;
  }
  return { numberOf, of, options: numberOf.size };
}

function eachPosition(set: Bitset, visit: (position: number) => void): void {
  for (let w = 0; w < set.length; w++) {
    for (let word = set[w] | 0; word;) {
      const low = word & -word;
      visit((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}

/** Per column, how many positions of `matched` hold each option (indexed by option number). */
export function countByColumns(matched: Bitset, columns: FacetColumn[]): Uint32Array[] {
  const counts = columns.map((c) => new Uint32Array(c.options + 1));
  const ofs = columns.map((c) => c.of);
  eachPosition(matched, (p) => {
    for (let c = 0; c < ofs.length; c++) counts[c][ofs[c][p]]++;
  });
  return counts;
}
