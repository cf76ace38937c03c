import MiniSearch from 'minisearch';
import { allProducts } from '../catalog/repository';
import { AREAS, APPLICATIONS, COLLECTIONS, COLOURS, DESIGNS, FINISHES, TYPES, VITRIFIED_KINDS, type Option } from '../seed/taxonomy';
import type { TileProduct } from '../seed/products';
import { fuzzyFor, processTerm, queryTerms, tokenize } from './text';

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

const FIELDS = ['sku', 'name', 'design', 'colour', 'type', 'finish', 'size', 'collection', 'area', 'application'];
const BOOST = { sku: 6, design: 4, colour: 3, type: 3, area: 2, application: 2, finish: 2, collection: 2, size: 2, name: 1 };

let index: MiniSearch<ProductDoc> | null = null;
export let lastBuildMs = 0;

/** Built once per process from the (read-only) catalogue. */
export function productIndex(): MiniSearch<ProductDoc> {
  if (!index) {
    const started = performance.now();
    index = new MiniSearch<ProductDoc>({ fields: FIELDS, tokenize, processTerm, idField: 'id' });
    index.addAll(allProducts().map(toDoc));
    lastBuildMs = performance.now() - started;
  }
  return index;
}

/** Bestsellers, then trending, then catalogue order: the tie-break and the "no words" ranking. */
export function popularityOrder(a: TileProduct, b: TileProduct): number {
  return Number(b.popularity != null) - Number(a.popularity != null) || Number(b.trending) - Number(a.trending) || a.id - b.id;
}

export interface RankedProduct {
  product: TileProduct;
  score: number;
}

/**
 * Products for a query, best first: every word must match (prefix and typo tolerant); if that finds
 * nothing, any word may match. A query of only stop words ("tiles") means the whole catalogue.
 */
export function rankProducts(query: string): RankedProduct[] {
  const terms = queryTerms(query);
  const byId = new Map(allProducts().map((p) => [p.id, p]));
  if (!terms.length) {
    return tokenize(query).length ? [...byId.values()].sort(popularityOrder).map((product) => ({ product, score: 0 })) : [];
  }
  const options = { boost: BOOST, prefix: (t: string) => t.length >= 2, fuzzy: fuzzyFor };
  const text = terms.join(' ');
  let hits = productIndex().search(text, { ...options, combineWith: 'AND' });
  if (!hits.length) hits = productIndex().search(text, { ...options, combineWith: 'OR' });
  return hits
    .map((h) => ({ product: byId.get(h.id as number)!, score: h.score }))
    .sort((a, b) => b.score - a.score || popularityOrder(a.product, b.product));
}
