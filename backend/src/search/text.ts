/**
 * Text handling shared by every search index: one normaliser for indexing and querying, so a word
 * typed by a shopper reaches the same term the catalogue was indexed under (in English, Hindi and Tamil).
 */

/** Words that say nothing on a tile store ("tiles" matches everything), in the three store languages. */
const STOP_WORDS = new Set([
  'tile',
  'tiles',
  'for',
  'the',
  'and',
  'with',
  'in',
  'of',
  'a',
  'an',
  'टाइल',
  'टाइल्स',
  'टाइलें',
  'के',
  'की',
  'का',
  'में',
  'और',
  'டைல்',
  'டைல்ஸ்',
  'ஓடு',
  'ஓடுகள்',
  'மற்றும்',
]);

export const MAX_QUERY_LENGTH = 100;

/** The query as stored and compared: NFC, lower case, single spaces, bounded length. */
export function normalizeQuery(q: string): string {
  return q
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\u200b-\u200d]+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

/** Splits on white space and punctuation (Devanagari/Tamil marks are \p{M}, so words stay whole). */
export function tokenize(text: string): string[] {
  return text.split(/[\s\p{P}\p{S}]+/u).filter(Boolean);
}

/** One term as indexed: lower case, English plurals folded ("floors" → "floor"), stop words dropped. */
export function processTerm(term: string): string | null {
  const t = term.normalize('NFC').toLowerCase();
  if (!t || STOP_WORDS.has(t)) return null;
  if (/^[a-z]{4,}s$/.test(t) && !t.endsWith('ss')) return t.slice(0, -1);
  return t;
}

/** The meaningful terms of a query (after stop words), used to tell "tiles" apart from "" and junk. */
export function queryTerms(q: string): string[] {
  return tokenize(normalizeQuery(q))
    .map(processTerm)
    .filter((t): t is string => t !== null);
}

/**
 * Typo tolerance (edits allowed) grows with word length, counted in letters without combining marks so a
 * half-typed Hindi or Tamil word ("मार्ब") is not loosely matched: none under 4, one up to 5, then two.
 */
export function fuzzyFor(term: string): number | false {
  const letters = term.replace(/\p{M}/gu, '').length;
  return letters < 4 ? false : letters < 6 ? 1 : 2;
}
