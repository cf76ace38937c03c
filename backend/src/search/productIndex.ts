import { catalogueIndex } from '../catalog/catalogueIndex';
import { eachProduct } from '../catalog/repository';
import { AREAS, APPLICATIONS, COLLECTIONS, COLOURS, DESIGNS, FINISHES, TYPES, VITRIFIED_KINDS, type Option } from '../seed/taxonomy';
import type { TileProduct } from '../seed/products';
import { firstOf, inOrder, type Hits } from './hitOrder';
import { packTerms, TermIndex } from './termIndex';
import { loadTerms, saveTerms } from './termIndexStore';
import { SHORT_QUERY_TOP, shortQueryTops } from './shortQueries';
import { fuzzyFor, queryTerms, tokenize } from './text';

interface ProductDoc {
  id: number;
  sku: string;
  name: string;
  design: string;
  colour: string;
  type: string;
  finish: string;
  size: string;
  collection: string;
  area: string;
  application: string;
}

/** Every language's label of the given options plus the slug, so "marble", "मार्बल" and "மார்பிள்" all hit. */
function words(options: Option[], ids: (number | null)[]): string {
  return options
    .filter((o) => ids.includes(o.id))
    .flatMap((o) => [o.slug, o.label.en, o.label.hi, o.label.ta])
    .join(' ');
}

function toDoc(p: TileProduct): ProductDoc {
  return {
    id: p.id,
    sku: `${p.sku} ${p.sku.replace('-', '')}`,
    name: [p.name.en, p.name.hi, p.name.ta].join(' '),
    design: words(DESIGNS, [p.designId]),
    colour: words(COLOURS, [p.colourId]),
    type: words(TYPES, [p.typeId]) + ' ' + words(VITRIFIED_KINDS, [p.vitrifiedKindId]),
    finish: words(FINISHES, [p.finishId]),
    size: `${p.size.mm[0]}x${p.size.mm[1]} ${p.size.mm[0]}x${p.size.mm[1]}mm ${p.size.ft}`,
    collection: words(COLLECTIONS, [p.collectionId]),
    area: words(AREAS, p.areaIds),
    application: words(APPLICATIONS, p.applicationIds),
  };
}

const FIELDS: (keyof ProductDoc)[] = ['sku', 'name', 'design', 'colour', 'type', 'finish', 'size', 'collection', 'area', 'application'];
const BOOST = { sku: 6, design: 4, colour: 3, type: 3, area: 2, application: 2, finish: 2, collection: 2, size: 2, name: 1 };
/** Changes whenever the documents' fields or words change, so a saved index of the old shape is rebuilt. */
const FORMAT = 'products-1';

let index: TermIndex | null = null;
/** The best products for each query of one to three characters (shortQueries.ts), saved with the index. */
let shortTops: Map<string, Int32Array> | null = null;
export const lastBuild = { ms: 0, loaded: false };

/**
 * Loaded from the store when it was saved for this catalogue version; otherwise built (one pass over the products)
 * and saved, so only the first start after a catalogue change pays for it.
 */
export function productIndex(): TermIndex {
  if (!index) {
    const started = performance.now();
    let packed = loadTerms('product-search', FORMAT);
    lastBuild.loaded = packed !== null;
    if (!packed) {
      packed = packTerms(
        FIELDS,
        mapProducts((p) => FIELDS.map((f) => String(toDoc(p)[f]))),
      );
      saveTerms('product-search', FORMAT, packed);
    }
    index = new TermIndex(packed);
    shortTops = shortQueryTops(packed.terms, rankProducts);
    lastBuild.ms = performance.now() - started;
  }
  return index;
}

function* mapProducts<T>(fn: (p: TileProduct) => T): Generator<T> {
  for (const p of eachProduct()) yield fn(p);
}

/** Every word must match (prefix and typo tolerant); if that finds nothing, any word may match. */
function hitsFor(terms: string[]): Hits {
  const options = { boost: BOOST, prefix: (t: string) => t.length >= 2, fuzzy: fuzzyFor };
  const text = terms.join(' ');
  const hits = productIndex().search(text, { ...options, combineWith: 'AND' });
  return hits.docs.length ? hits : productIndex().search(text, { ...options, combineWith: 'OR' });
}

/**
 * Catalogue positions for a query, best first: by score, then best sellers, trending, catalogue order (documents
 * are numbered in catalogue order). A query of only stop words ("tiles") means the whole catalogue, by popularity;
 * `limit` keeps only the first few (autosuggest), without ordering every hit.
 */
export function rankPositions(query: string, limit = Infinity): ArrayLike<number> {
  const terms = queryTerms(query);
  const ix = catalogueIndex();
  if (!terms.length) {
    if (!tokenize(query).length) return [];
    const order = ix.orders['popularity:ASC'];
    return order.subarray(0, Math.min(order.length, limit));
  }
  const hits = hitsFor(terms);
  return limit < hits.docs.length ? firstOf(hits, limit, ix.fame) : inOrder(hits, ix.fame);
}

/** Product ids for a query, best first (rankPositions); the first few of a one-to-three-letter query are known ahead. */
export function rankProducts(query: string, limit = Infinity): number[] {
  productIndex();
  const terms = queryTerms(query);
  const top = terms.length === 1 && limit >= 0 && limit <= SHORT_QUERY_TOP ? shortTops?.get(terms[0]) : undefined;
  if (top) return Array.from(top.subarray(0, limit));
  const ix = catalogueIndex();
  return Array.from(rankPositions(query, limit), (p) => ix.idAt[p]);
}

/** What the store shows before anything is typed: trending tiles first, then best sellers, then catalogue order. */
export function trendingFirst(limit: number): number[] {
  const ix = catalogueIndex();
  const out: number[] = [];
  // fame: best seller 2 + trending 1, so trending tiles are fame 3 and 1.
  for (const level of [3, 1, 2, 0]) {
    for (let p = 0; p < ix.size && out.length < limit; p++) if (ix.fame[p] === level) out.push(ix.idAt[p]);
  }
  return out;
}
