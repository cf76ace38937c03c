import { countBoth, type Bitset } from '../catalog/bitset';
import { catalogueIndex } from '../catalog/catalogueIndex';
import { productsByIds } from '../catalog/repository';
import { mediaBase } from '../media/mediaBase';
import { AREAS, TILE_WORD, type Lang } from '../seed/taxonomy';
import type { TileProduct } from '../seed/products';
import { suggestKeywords, trendingPhrases } from './keywordIndex';
import { rankProducts, trendingFirst } from './productIndex';
import { matchPromoted } from './promoted';
import { topQueries } from './searchLog';
import { normalizeQuery } from './text';

export interface AutosuggestCounts {
  keywordSuggestions: number;
  topQueries: number;
  popularProducts: number;
  promotedSuggestion: number;
  inFields: number;
}

export type AutosuggestDoc =
  | {
      doctype: 'KEYWORD_SUGGESTION' | 'TOP_SEARCH_QUERIES' | 'PROMOTED_SUGGESTION';
      autosuggest: string;
      unbxdAutosuggestSrc: string;
      uniqueId: string;
    }
  | { doctype: 'IN_FIELD'; autosuggest: string; unbxdAutosuggestSrc: string; uniqueId: string; category_in: string[] }
  | {
      doctype: 'POPULAR_PRODUCTS';
      autosuggest: string;
      uniqueId: string;
      sku: string;
      title: string;
      price: number;
      currency: 'INR';
      productUrl: string;
      imageUrl: string;
      tileSize: string;
    };

function productDoc(p: TileProduct, lang: Lang): AutosuggestDoc {
  return {
    doctype: 'POPULAR_PRODUCTS',
    autosuggest: p.name[lang],
    uniqueId: p.sku,
    sku: p.sku,
    title: p.name[lang],
    price: p.mrpPerSqft,
    currency: 'INR',
    productUrl: `/${p.urlKey}`,
    imageUrl: `${mediaBase()}/media/catalog/product/${p.sku.toLowerCase()}.png?w=160`,
    tileSize: `${p.size.mm[0]}x${p.size.mm[1]} mm`,
  };
}

/** Spaces (areas) holding most of a phrase's products: Unbxd's "in <category>" refinement. */
function areasOf(products: Bitset, lang: Lang): string[] {
  const areas = catalogueIndex().postings.get('tile_area');
  return AREAS.map((o) => [o.id, areas?.has(String(o.id)) ? countBoth(products, areas.get(String(o.id))!) : 0])
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 3)
    .map(([id]) => `${AREAS.find((o) => o.id === id)!.label[lang]} ${TILE_WORD[lang]}`);
}

/**
 * The Unbxd autosuggest documents for a query, in Unbxd's order: in-field refinements, keyword
 * suggestions, top queries, promoted suggestions, popular products. An empty query gives what is
 * trending: the most searched queries (or, before anyone searched, phrases of trending tiles) and products.
 */
export function autosuggestDocs(query: string, lang: Lang, c: AutosuggestCounts): AutosuggestDoc[] {
  const q = normalizeQuery(query);
  const keywords = suggestKeywords(q, Math.max(c.keywordSuggestions, c.inFields));
  const inField: AutosuggestDoc[] = keywords.slice(0, c.inFields).map((k) => ({
    doctype: 'IN_FIELD',
    autosuggest: k.text,
    unbxdAutosuggestSrc: k.source,
    uniqueId: `in_field_${k.id}`,
    category_in: areasOf(k.products, lang),
  }));
  const keywordDocs: AutosuggestDoc[] = keywords.slice(0, c.keywordSuggestions).map((k) => ({
    doctype: 'KEYWORD_SUGGESTION',
    autosuggest: k.text,
    unbxdAutosuggestSrc: k.source,
    uniqueId: `keyword_${k.id}`,
  }));
  const shown = new Set(keywords.map((k) => normalizeQuery(k.text)));
  let top = topQueries(q, lang, c.topQueries)
    .filter((t) => !shown.has(t.query))
    .map((t) => t.query);
  if (!q && !top.length) top = trendingPhrases(lang, c.topQueries).map((p) => p.text);
  const topDocs: AutosuggestDoc[] = top.map((text) => ({
    doctype: 'TOP_SEARCH_QUERIES',
    autosuggest: text,
    unbxdAutosuggestSrc: 'search_log',
    uniqueId: `top_${normalizeQuery(text)}`,
  }));
  const promotedDocs: AutosuggestDoc[] = matchPromoted(q, lang, c.promotedSuggestion).map((s) => ({
    doctype: 'PROMOTED_SUGGESTION',
    autosuggest: s.text,
    unbxdAutosuggestSrc: 'promoted',
    uniqueId: s.id,
  }));
  const ids = q ? rankProducts(q, c.popularProducts) : trendingFirst(c.popularProducts);
  const productDocs = productsByIds(ids).map((p) => productDoc(p, lang));
  return [...inField, ...keywordDocs, ...topDocs, ...promotedDocs, ...productDocs];
}
