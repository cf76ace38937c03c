import MiniSearch from 'minisearch';
import { allProducts } from '../catalog/repository';
import {
  AREAS,
  APPLICATIONS,
  COLLECTIONS,
  COLOURS,
  DESIGNS,
  FINISHES,
  TILE_WORD,
  TYPES,
  VITRIFIED_KINDS,
  type Lang,
  type Option,
} from '../seed/taxonomy';
import type { TileProduct } from '../seed/products';
import { fuzzyFor, normalizeQuery, processTerm, queryTerms, tokenize } from './text';

/** A keyword suggestion: a phrase that names a real set of products, with how many there are. */
export interface KeywordPhrase {
  id: number;
  text: string;
  lang: Lang;
  count: number;
  source: string;
  productIds: number[];
}

type Dim = { key: string; options: Option[]; ids: (p: TileProduct) => (number | null)[] };
const DIMS: Dim[] = [
  { key: 'design', options: DESIGNS, ids: (p) => [p.designId] },
  { key: 'colour', options: COLOURS, ids: (p) => [p.colourId] },
  { key: 'type', options: TYPES, ids: (p) => [p.typeId] },
  { key: 'vitrified', options: VITRIFIED_KINDS, ids: (p) => [p.vitrifiedKindId] },
  { key: 'finish', options: FINISHES, ids: (p) => [p.finishId] },
  { key: 'area', options: AREAS, ids: (p) => p.areaIds },
  { key: 'application', options: APPLICATIONS, ids: (p) => p.applicationIds },
  { key: 'collection', options: COLLECTIONS, ids: (p) => [p.collectionId] },
];
/** Two-word phrases shoppers type: "white marble", "marble floor", "wooden bathroom". */
const PAIRS: [string, string][] = [
  ['colour', 'design'],
  ['design', 'application'],
  ['design', 'area'],
  ['colour', 'application'],
  ['finish', 'design'],
];

function buildPhrases(): KeywordPhrase[] {
  const products = allProducts();
  const out: KeywordPhrase[] = [];
  const add = (words: Record<Lang, string>, source: string, list: TileProduct[], langs: Lang[] = ['en', 'hi', 'ta']) => {
    if (!list.length) return;
    for (const lang of langs)
      out.push({
        id: out.length + 1,
        text: `${words[lang]} ${TILE_WORD[lang]}`,
        lang,
        count: list.length,
        source,
        productIds: list.map((p) => p.id),
      });
  };
  const dim = (key: string) => DIMS.find((d) => d.key === key)!;
  for (const d of DIMS)
    for (const o of d.options)
      add(
        o.label,
        d.key,
        products.filter((p) => d.ids(p).includes(o.id)),
      );
  for (const [a, b] of PAIRS) {
    for (const oa of dim(a).options)
      for (const ob of dim(b).options) {
        const list = products.filter((p) => dim(a).ids(p).includes(oa.id) && dim(b).ids(p).includes(ob.id));
        add(
          { en: `${oa.label.en} ${ob.label.en}`, hi: `${oa.label.hi} ${ob.label.hi}`, ta: `${oa.label.ta} ${ob.label.ta}` },
          `${a}_${b}`,
          list,
        );
      }
  }
  // Sizes and model names are written the same way in every language; offered once, in English.
  const sizes = new Map(products.map((p) => [p.size.slug, p.size]));
  for (const s of sizes.values()) {
    const list = products.filter((p) => p.size.slug === s.slug);
    add({ en: `${s.mm[0]}x${s.mm[1]} mm`, hi: '', ta: '' }, 'size', list, ['en']);
    add({ en: `${s.ft} ft`, hi: '', ta: '' }, 'size', list, ['en']);
  }
  const models = new Set(products.map((p) => p.name.en.split(' ')[0]));
  for (const m of models)
    add(
      { en: m, hi: '', ta: '' },
      'name',
      products.filter((p) => p.name.en.startsWith(`${m} `)),
      ['en'],
    );
  return out;
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
  const trending = new Set(
    allProducts()
      .filter((p) => p.trending)
      .map((p) => p.id),
  );
  return phrases
    .filter((p) => p.lang === lang && p.source === 'colour_design')
    .map((p) => ({ p, n: p.productIds.filter((id) => trending.has(id)).length }))
    .filter((r) => r.n > 0)
    .sort((a, b) => b.n - a.n || b.p.count - a.p.count || a.p.id - b.p.id)
    .slice(0, count)
    .map((r) => r.p);
}
