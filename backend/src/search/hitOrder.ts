/** A search's matches: parallel arrays of documents (catalogue positions) and their scores. */
export interface Hits {
  docs: Int32Array;
  scores: Float64Array;
}

/** Fame levels, highest first: best seller and trending (3), best seller (2), trending (1), neither (0). */
const LEVELS = 4;
/** Documents and hit indexes below this fit side by side in one double (200,000 tiles need 18 bits). */
const SHIFT = 2 ** 21;

/**
 * Every hit best first: by score, then fame, then catalogue order. Without a comparator sort (tens of thousands of
 * hits at 200,000 tiles): the distinct scores are sorted once, the hits once by document (as numbers in a typed
 * array), and then counted into (score, fame) buckets in document order, which keeps catalogue order within each.
 */
export function inOrder(hits: Hits, fame: Uint8Array): Int32Array {
  const { docs, scores } = hits;
  const count = docs.length;
  if (count >= SHIFT) throw new Error('too many hits to order');
  const distinct = uniqueAscending(scores);
  const groups = distinct.length;
  const bucketOf = new Int32Array(count);
  const sizes = new Int32Array(groups * LEVELS + 1);
  for (let i = 0; i < count; i++) {
    const rank = groups - 1 - indexIn(distinct, scores[i]);
    const bucket = rank * LEVELS + (LEVELS - 1 - fame[docs[i]]);
    bucketOf[i] = bucket;
    sizes[bucket + 1]++;
  }
  for (let b = 1; b < sizes.length; b++) sizes[b] += sizes[b - 1];
  const out = new Int32Array(count);
  for (const i of inDocumentOrder(docs, fame.length)) out[sizes[bucketOf[i]]++] = docs[i];
  return out;
}

/** Hit indexes by ascending document: a sort of a few, or one pass over the catalogue for many. */
function inDocumentOrder(docs: Int32Array, size: number): Int32Array {
  const count = docs.length;
  const out = new Int32Array(count);
  if (count * 16 < size) {
    const byDoc = new Float64Array(count);
    for (let i = 0; i < count; i++) byDoc[i] = docs[i] * SHIFT + i;
    byDoc.sort();
    for (let k = 0; k < count; k++) out[k] = byDoc[k] % SHIFT;
    return out;
  }
  const hitAt = new Int32Array(size).fill(-1);
  for (let i = 0; i < count; i++) hitAt[docs[i]] = i;
  let k = 0;
  for (let doc = 0; doc < size; doc++) if (hitAt[doc] >= 0) out[k++] = hitAt[doc];
  return out;
}

/** Scores repeat a lot (tiles alike but for their SKU score alike): the distinct ones, ascending. */
function uniqueAscending(values: Float64Array): Float64Array {
  return Float64Array.from(new Set(values)).sort();
}

function indexIn(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The `limit` best hits in order: a bounded insertion, as most hits fall below the last one kept. */
export function firstOf(hits: Hits, limit: number, fame: Uint8Array): Int32Array {
  const { docs, scores } = hits;
  // a before b: higher score, then higher fame, then earlier in the catalogue.
  const before = (a: number, b: number) =>
    scores[a] > scores[b] ||
    (scores[a] === scores[b] && (fame[docs[a]] > fame[docs[b]] || (fame[docs[a]] === fame[docs[b]] && docs[a] < docs[b])));
  const top: number[] = [];
  if (limit <= 0) return new Int32Array(0);
  for (let i = 0; i < docs.length; i++) {
    if (top.length === limit && !before(i, top[limit - 1])) continue;
    let at = top.length;
    while (at > 0 && before(i, top[at - 1])) at--;
    top.splice(at, 0, i);
    if (top.length > limit) top.pop();
  }
  return Int32Array.from(top, (i) => docs[i]);
}
