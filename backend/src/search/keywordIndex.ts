import MiniSearch from 'minisearch';
import { add as addTo, count, countBoth, emptySet, intersect, positionsOf, type Bitset } from '../catalog/bitset';
import { catalogueIndex, VITRIFIED_KIND_CODE } from '../catalog/catalogueIndex';
import {
  AREAS,
  APPLICATIONS,
  COLLECTIONS,
  COLOURS,
  DESIGNS,
  FINISHES,
  SIZES,
  TILE_WORD,
  TYPES,
  VITRIFIED_KINDS,
  type Lang,
  type Option,
} from '../seed/taxonomy';
import { fuzzyFor, normalizeQuery, processTerm, queryTerms, tokenize } from './text';

/** A keyword suggestion: a phrase that names a real set of products, with how many there are. */
export interface KeywordPhrase {
  id: number;
  text: string;
  lang: Lang;
  count: number;
  source: string;
  /** the products it names, as catalogue positions */
  products: Bitset;
}

/** Each dimension's posting sets in the catalogue index (vitrified kinds are posted for phrases only). */
type Dim = { key: string; options: Option[]; code: string };
const DIMS: Dim[] = [
  { key: 'design', options: DESIGNS, code: 'tile_design' },
  { key: 'colour', options: COLOURS, code: 'tile_colour' },
  { key: 'type', options: TYPES, code: 'tile_type' },
  { key: 'vitrified', options: VITRIFIED_KINDS, code: VITRIFIED_KIND_CODE },
  { key: 'finish', options: FINISHES, code: 'tile_finish' },
  { key: 'area', options: AREAS, code: 'tile_area' },
  { key: 'application', options: APPLICATIONS, code: 'tile_category' },
  { key: 'collection', options: COLLECTIONS, code: 'tile_collection' },
];
/** Two-word phrases shoppers type: "white marble", "marble floor", "wooden bathroom". */
const PAIRS: [string, string][] = [
  ['colour', 'design'],
  ['design', 'application'],
  ['design', 'area'],
  ['colour', 'application'],
  ['finish', 'design'],
];

/** The phrases and the products each names, from the catalogue index's sets (no product is read). */
function buildPhrases(): KeywordPhrase[] {
  const ix = catalogueIndex();
  const none = emptySet(ix.size);
  const out: KeywordPhrase[] = [];
  const add = (words: Record<Lang, string>, source: string, products: Bitset, langs: Lang[] = ['en', 'hi', 'ta']) => {
    const n = count(products);
    if (!n) return;
    for (const lang of langs) out.push({ id: out.length + 1, text: `${words[lang]} ${TILE_WORD[lang]}`, lang, count: n, source, products });
  };
  const dim = (key: string) => DIMS.find((d) => d.key === key)!;
  const setOf = (d: Dim, o: Option) => ix.postings.get(d.code)?.get(String(o.id)) ?? none;
  for (const d of DIMS) for (const o of d.options) add(o.label, d.key, setOf(d, o));
  for (const [a, b] of PAIRS) {
    for (const oa of dim(a).options)
      for (const ob of dim(b).options)
        add(
          { en: `${oa.label.en} ${ob.label.en}`, hi: `${oa.label.hi} ${ob.label.hi}`, ta: `${oa.label.ta} ${ob.label.ta}` },
          `${a}_${b}`,
          intersect(setOf(dim(a), oa), setOf(dim(b), ob)),
        );
  }
  // Sizes and model names are written the same way in every language; offered once, in English, in the order
  // the catalogue first shows them.
  const sizes = ix.postings.get('tile_size')!;
  const firstAt = (set: Bitset) => positionsOf(set, 1)[0] ?? Infinity;
  for (const s of SIZES.filter((z) => sizes.has(z.slug)).sort((x, y) => firstAt(sizes.get(x.slug)!) - firstAt(sizes.get(y.slug)!))) {
    add({ en: `${s.mm[0]}x${s.mm[1]} mm`, hi: '', ta: '' }, 'size', sizes.get(s.slug)!, ['en']);
    add({ en: `${s.ft} ft`, hi: '', ta: '' }, 'size', sizes.get(s.slug)!, ['en']);
  }
  for (const [model, products] of modelSets()) add({ en: model, hi: '', ta: '' }, 'name', products, ['en']);
  return out;
}

/** Products by model (a name's first word), models in the order the catalogue first shows them. */
function modelSets(): Map<string, Bitset> {
  const ix = catalogueIndex();
  const modelOfName = ix.displayNames.map((name) => name.split(' ')[0]);
  const sets = new Map<string, Bitset>([...new Set(modelOfName)].map((m) => [m, emptySet(ix.size)]));
  for (let p = 0; p < ix.size; p++) addTo(sets.get(modelOfName[ix.nameAt[p]])!, p);
  return sets;
}

let index: MiniSearch<KeywordPhrase> | null = null;
let phrases: KeywordPhrase[] = [];

function keywordIndex(): MiniSearch<KeywordPhrase> {
  if (!index) {
    phrases = buildPhrases();
    index = new MiniSearch<KeywordPhrase>({ fields: ['text'], storeFields: [], tokenize, processTerm });
    index.addAll(phrases);
  }
  return index;
}

/**
 * Phrases completing what was typed, best first: all typed words must match (the last as a prefix,
 * any with typo tolerance); among equals, phrases naming more products and fewer words come first.
 */
export function suggestKeywords(query: string, count: number): KeywordPhrase[] {
  if (count <= 0) return [];
  const terms = queryTerms(query);
  if (!terms.length) return [];
  const hits = keywordIndex().search(terms.join(' '), {
    combineWith: 'AND',
    prefix: (_t, i, all) => i === all.length - 1 || _t.length >= 3,
    fuzzy: fuzzyFor,
  });
  const seen = new Set<string>();
  return hits
    .map((h) => ({ phrase: phrases[(h.id as number) - 1], score: h.score }))
    .map(({ phrase, score }) => ({ phrase, rank: (score * (1 + Math.log10(phrase.count))) / tokenize(phrase.text).length }))
    .sort((a, b) => b.rank - a.rank || b.phrase.count - a.phrase.count || a.phrase.id - b.phrase.id)
    .map((r) => r.phrase)
    .filter((p) => !seen.has(normalizeQuery(p.text)) && seen.add(normalizeQuery(p.text)))
    .slice(0, count);
}

/** Phrases naming the most trending products: what the store offers when nothing has been searched yet. */
export function trendingPhrases(lang: Lang, count: number): KeywordPhrase[] {
  keywordIndex();
  const ix = catalogueIndex();
  const trending = ix.postings.get('trending')?.get('1') ?? emptySet(ix.size);
  return phrases
    .filter((p) => p.lang === lang && p.source === 'colour_design')
    .map((p) => ({ p, n: countBoth(p.products, trending) }))
    .filter((r) => r.n > 0)
    .sort((a, b) => b.n - a.n || b.p.count - a.p.count || a.p.id - b.p.id)
    .slice(0, count)
    .map((r) => r.p);
}
