import SearchableMap from 'minisearch/SearchableMap';
import type { Hits } from './hitOrder';
import { RareTerms } from './rareTerms';
import { processTerm, tokenize } from './text';

/**
 * A full-text index packed into typed arrays: per term and field, the documents holding it and how often. It scores
 * exactly as MiniSearch does (BM25+, prefix and fuzzy weights, AND/OR combination, the same order of additions, so
 * the same floating-point sums), but holds 50,000 products in a few typed arrays instead of millions of Map entries,
 * and can be saved and loaded as binary (termIndexStore.ts). The vocabulary is a MiniSearch SearchableMap (a radix
 * tree) filled in the same first-seen order, so prefix and fuzzy lookups enumerate terms in MiniSearch's order.
 */
export interface PackedTerms {
  fields: string[];
  docCount: number;
  /** term id → term, first-seen order */
  terms: string[];
  /** (term id × fields + field) → start in docs/freqs; one more entry closes the last */
  offsets: Int32Array;
  docs: Int32Array;
  freqs: Uint16Array;
  /** doc × fields + field → distinct tokens in the field (MiniSearch's field length) */
  fieldLengths: Uint16Array;
  avgFieldLength: Float64Array;
}

/** Documents are numbered 0, 1, 2… in the order added; each is its fields' texts, in `fields` order. */
export function packTerms(fields: string[], docs: Iterable<string[]>): PackedTerms {
  const F = fields.length;
  const ids = new Map<string, number>();
  const terms: string[] = [];
  // Per (term, field): doc × 65536 + frequency, while building.
  const lists: number[][] = [];
  const lengths: number[] = [];
  const avg = new Float64Array(F);
  let docCount = 0;
  for (const texts of docs) {
    const doc = docCount++;
    for (let f = 0; f < F; f++) {
      const tokens = tokenize(texts[f]);
      lengths.push(new Set(tokens).size);
      avg[f] = (avg[f] * doc + new Set(tokens).size) / (doc + 1);
      for (const token of tokens) {
        const term = processTerm(token);
        if (!term) continue;
        let id = ids.get(term);
        if (id === undefined) {
          ids.set(term, (id = terms.length));
          terms.push(term);
          for (let k = 0; k < F; k++) lists.push([]);
        }
        const list = lists[id * F + f];
        if (list.length && Math.floor(list[list.length - 1] / 65536) === doc) list[list.length - 1]++;
        else list.push(doc * 65536 + 1);
      }
    }
  }
  const offsets = new Int32Array(lists.length + 1);
  for (let k = 0; k < lists.length; k++) offsets[k + 1] = offsets[k] + lists[k].length;
  const total = offsets[lists.length];
  const docIds = new Int32Array(total);
  const freqs = new Uint16Array(total);
  for (let k = 0; k < lists.length; k++) {
    let at = offsets[k];
    for (const entry of lists[k]) {
      docIds[at] = Math.floor(entry / 65536);
      freqs[at++] = entry % 65536;
    }
  }
  return { fields, docCount, terms, offsets, docs: docIds, freqs, fieldLengths: Uint16Array.from(lengths), avgFieldLength: avg };
}

export interface TermSearchOptions {
  combineWith: 'AND' | 'OR';
  prefix: (term: string, i: number, terms: string[]) => boolean;
  fuzzy: (term: string, i: number, terms: string[]) => number | false;
  boost?: Record<string, number>;
}

function bitCount(word: number): number {
  let n = 0;
  for (let w = word; w; w &= w - 1) n++;
  return n;
}

const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const MAX_FUZZY = 6;
const [K, B, D] = [1.2, 0.7, 0.5];

export class TermIndex {
  /** Terms shared by several documents (colours, designs, words of names): a radix tree, as MiniSearch keeps them. */
  private readonly vocabulary = new SearchableMap<number>();
  /** Terms of a single posting (SKUs and their digits): a sorted list, which grows far less with the catalogue. */
  private readonly rare: RareTerms;

  constructor(readonly packed: PackedTerms) {
    const F = packed.fields.length;
    const rareIds: number[] = [];
    packed.terms.forEach((term, id) => {
      if (packed.offsets[(id + 1) * F] - packed.offsets[id * F] === 1) rareIds.push(id);
      else this.vocabulary.set(term, id);
    });
    this.rare = new RareTerms(packed.terms, rareIds);
  }

  /**
   * Per-document sums, reused by every search and cleared after it for the documents it touched only: zeroing a few
   * megabytes of fresh arrays per keystroke cost more than scoring at 200,000 tiles.
   */
  private scratchArrays?: {
    total: Float64Array;
    matchedSpecs: Uint16Array;
    masks: Uint32Array[];
    specScores: Float64Array;
    seen: Uint8Array;
    specDocs: Int32Array;
    hitDocs: Int32Array;
    hitScores: Float64Array;
    touched: Int32Array;
  };

  private scratch() {
    const n = this.packed.docCount;
    this.scratchArrays ??= {
      total: new Float64Array(n),
      // How many query specs matched each doc (AND keeps those matched by all), and its distinct query terms.
      matchedSpecs: new Uint16Array(n),
      // Distinct query terms per doc as two 32-bit masks (a 100-character query has at most 50 words).
      masks: [new Uint32Array(n), new Uint32Array(n)],
      specScores: new Float64Array(n),
      seen: new Uint8Array(n),
      // The documents one query term reached, in the order reached.
      specDocs: new Int32Array(n),
      // What a search returns: views of these, read before the next search.
      hitDocs: new Int32Array(n),
      hitScores: new Float64Array(n),
      // Every document any term of a query reached, in the order first reached.
      touched: new Int32Array(n),
    };
    return this.scratchArrays;
  }

  /**
   * Matching documents with their scores (in no order), as MiniSearch's search(query, options) would score them.
   * The arrays are reused by the next search: read (or copy) them first.
   */
  search(query: string, options: TermSearchOptions): Hits {
    const queryTerms = tokenize(query)
      .map((t) => processTerm(t))
      .filter((t): t is string => !!t);
    if (!queryTerms.length) return { docs: new Int32Array(0), scores: new Float64Array(0) };
    if (queryTerms.length === 1) return this.searchOne(queryTerms[0], options);
    const { total, matchedSpecs, masks, touched } = this.scratch();
    const distinct = [...new Set(queryTerms)];
    let reached = 0;
    try {
      queryTerms.forEach((term, i) => {
        // With AND, a later word only scores documents every earlier word matched (the others are dropped anyway).
        const among = options.combineWith === 'AND' && i > 0 ? { matchedSpecs, count: i } : null;
        const spec = this.scoreSpec(
          term,
          options.prefix(term, i, queryTerms),
          options.fuzzy(term, i, queryTerms),
          options.boost ?? {},
          among,
        );
        const termIndex = distinct.indexOf(term);
        try {
          for (const doc of spec.docs) {
            if (options.combineWith === 'AND' && matchedSpecs[doc] !== i) continue;
            if (matchedSpecs[doc] === 0) touched[reached++] = doc;
            total[doc] += spec.scores[doc];
            matchedSpecs[doc]++;
            masks[termIndex >>> 5][doc] |= 1 << (termIndex & 31);
          }
        } finally {
          for (const doc of spec.docs) spec.scores[doc] = spec.seen[doc] = 0;
        }
      });
      const { hitDocs: docs, hitScores: scores } = this.scratch();
      let found = 0;
      for (let k = 0; k < reached; k++) {
        const doc = touched[k];
        if (options.combineWith === 'AND' && matchedSpecs[doc] !== queryTerms.length) continue;
        docs[found] = doc;
        scores[found++] = total[doc] * (bitCount(masks[0][doc]) + bitCount(masks[1][doc]) || 1);
      }
      return { docs: docs.subarray(0, found), scores: scores.subarray(0, found) };
    } finally {
      for (let k = 0; k < reached; k++) total[touched[k]] = matchedSpecs[touched[k]] = masks[0][touched[k]] = masks[1][touched[k]] = 0;
    }
  }

  /**
   * A query of one term: each document's score is that term's (added to zero, counted as one distinct term: the
   * same numbers the general case computes), in the order the term reached them.
   */
  private searchOne(term: string, options: TermSearchOptions): Hits {
    const spec = this.scoreSpec(term, options.prefix(term, 0, [term]), options.fuzzy(term, 0, [term]), options.boost ?? {});
    const { hitDocs, hitScores } = this.scratch();
    const docs = spec.docs;
    for (let k = 0; k < docs.length; k++) {
      hitDocs[k] = docs[k];
      hitScores[k] = spec.scores[docs[k]];
      spec.scores[docs[k]] = spec.seen[docs[k]] = 0;
    }
    return { docs: hitDocs.subarray(0, docs.length), scores: hitScores.subarray(0, docs.length) };
  }

  /**
   * One query term: the exact term, then longer terms it prefixes, then terms within its edit distance; only
   * documents `among` says matched `count` terms before, when given.
   */
  private scoreSpec(
    term: string,
    prefix: boolean,
    fuzzy: number | false,
    boost: Record<string, number>,
    among: { matchedSpecs: Uint16Array; count: number } | null = null,
  ) {
    const { specScores: scores, seen, specDocs } = this.scratch();
    let reached = 0;
    const add = (termId: number, weight: number) => {
      const { fields, offsets, docs: postings, freqs, fieldLengths, avgFieldLength, docCount } = this.packed;
      const F = fields.length;
      for (let f = 0; f < F; f++) {
        const start = offsets[termId * F + f];
        const end = offsets[termId * F + f + 1];
        if (start === end) continue;
        const fieldBoost = Object.prototype.hasOwnProperty.call(boost, fields[f]) ? boost[fields[f]] || 1 : 1;
        const matching = end - start;
        const idf = Math.log(1 + (docCount - matching + 0.5) / (matching + 0.5));
        for (let k = start; k < end; k++) {
          const doc = postings[k];
          if (among && among.matchedSpecs[doc] !== among.count) continue;
          const tf = freqs[k];
          const raw = idf * (D + (tf * (K + 1)) / (tf + K * (1 - B + (B * fieldLengths[doc * F + f]) / avgFieldLength[f])));
          scores[doc] += weight * 1 * fieldBoost * 1 * raw;
          if (!seen[doc]) {
            seen[doc] = 1;
            specDocs[reached++] = doc;
          }
        }
      }
    };
    const exact = this.vocabulary.get(term) ?? this.rare.get(term);
    if (exact !== undefined) add(exact, 1);
    let fuzzyMatches: Map<string, [number, number]> | undefined;
    if (fuzzy) {
      const maxDistance = fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(term.length * fuzzy)) : fuzzy;
      if (maxDistance) fuzzyMatches = new Map([...this.vocabulary.fuzzyGet(term, maxDistance), ...this.rare.fuzzyGet(term, maxDistance)]);
    }
    if (prefix) {
      for (const [other, id] of this.prefixed(term)) {
        const distance = other.length - term.length;
        if (!distance) continue;
        fuzzyMatches?.delete(other);
        add(id, (PREFIX_WEIGHT * other.length) / (other.length + 0.3 * distance));
      }
    }
    if (fuzzyMatches) {
      for (const [other, [id, distance]] of fuzzyMatches) {
        if (!distance) continue;
        add(id, (FUZZY_WEIGHT * other.length) / (other.length + distance));
      }
    }
    return { scores, seen, docs: specDocs.subarray(0, reached) };
  }

  /** Terms that `term` begins, the shared ones in MiniSearch's order, then the single-document ones. */
  private *prefixed(term: string): Generator<[string, number]> {
    yield* this.vocabulary.atPrefix(term);
    yield* this.rare.atPrefix(term);
  }
}
