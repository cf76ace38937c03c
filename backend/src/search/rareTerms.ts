/**
 * Terms found in a single document (SKUs, their digits: two or three per tile) kept as term ids sorted by term,
 * instead of in the radix tree: a radix tree costs some 460 bytes a term, and these terms grow with the catalogue
 * (400,000 of them at 200,000 tiles) while the shared vocabulary does not. Exact, prefix and fuzzy lookups find
 * the same terms the radix tree would: prefixes are a contiguous range of the sorted list, and the fuzzy walk is
 * MiniSearch's (a Levenshtein matrix updated one character at a time, a branch dropped once every cell of its row
 * is over the distance) over the sorted list read as a trie.
 */
export class RareTerms {
  /** term ids, ascending by term (UTF-16 code units, as JavaScript compares strings) */
  private readonly sorted: Int32Array;

  constructor(
    private readonly terms: string[],
    ids: Iterable<number>,
  ) {
    this.sorted = Int32Array.from(ids).sort((a, b) => (terms[a] < terms[b] ? -1 : terms[a] > terms[b] ? 1 : 0));
  }

  get size(): number {
    return this.sorted.length;
  }

  private termAt(i: number): string {
    return this.terms[this.sorted[i]];
  }

  /** The first position in [lo, hi) whose term is not before `key` (or, with `after`, is after every term that `key` prefixes). */
  private bound(key: string, lo: number, hi: number, after = false): number {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const term = this.termAt(mid);
      if (term < key || (after && term.startsWith(key))) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** In [lo, hi), terms sharing their first `depth` characters and longer, where the next character passes `code`. */
  private groupEnd(code: number, depth: number, lo: number, hi: number): number {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.termAt(mid).charCodeAt(depth) <= code) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  get(term: string): number | undefined {
    const at = this.bound(term, 0, this.sorted.length);
    return at < this.sorted.length && this.termAt(at) === term ? this.sorted[at] : undefined;
  }

  /** Every [term, id] that `prefix` begins (the term itself included), in term order. */
  *atPrefix(prefix: string): Generator<[string, number]> {
    const from = this.bound(prefix, 0, this.sorted.length);
    const to = this.bound(prefix, from, this.sorted.length, true);
    for (let i = from; i < to; i++) yield [this.termAt(i), this.sorted[i]];
  }

  /** Terms within `maxDistance` edits of `query`, as SearchableMap.fuzzyGet gives them: term → [id, distance]. */
  fuzzyGet(query: string, maxDistance: number): Map<string, [number, number]> {
    const results = new Map<string, [number, number]>();
    const n = query.length + 1;
    const rows = n + maxDistance;
    const matrix = new Uint8Array(rows * n).fill(maxDistance + 1);
    for (let j = 0; j < n; j++) matrix[j] = j;
    for (let i = 1; i < rows; i++) matrix[i * n] = i;
    const walk = (lo: number, hi: number, depth: number) => {
      // [lo, hi) share their first `depth` characters; a term of exactly that length sorts first.
      if (lo < hi && this.termAt(lo).length === depth) {
        const distance = matrix[depth * n + n - 1];
        if (depth > 0 && distance <= maxDistance) results.set(this.termAt(lo), [this.sorted[lo], distance]);
        lo++;
      }
      const i = depth + 1;
      if (i >= rows) return;
      while (lo < hi) {
        const char = this.termAt(lo)[depth];
        const end = this.groupEnd(char.charCodeAt(0), depth, lo, hi);
        const row = n * i;
        let minDistance = matrix[row];
        const jmin = Math.max(0, i - maxDistance - 1);
        const jmax = Math.min(n - 1, i + maxDistance);
        for (let j = jmin; j < jmax; j++) {
          const rpl = matrix[row - n + j] + (char !== query[j] ? 1 : 0);
          const dist = (matrix[row + j + 1] = Math.min(rpl, matrix[row - n + j + 1] + 1, matrix[row + j] + 1));
          if (dist < minDistance) minDistance = dist;
        }
        if (minDistance <= maxDistance) walk(lo, end, i);
        lo = end;
      }
    };
    walk(0, this.sorted.length, 0);
    return results;
  }
}
