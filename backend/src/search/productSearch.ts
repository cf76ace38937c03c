import type { Lang } from '../seed/taxonomy';
import { rankProducts } from './productIndex';
import { logSearch } from './searchLog';

/**
 * Full-text product search used by `products(search:)`: the minisearch index (prefix and typo
 * tolerant, English/Hindi/Tamil words). Returns product ids, best first. Each call is a submitted
 * search, so it is logged for the autosuggest's top queries (autosuggest keystrokes use rankProducts).
 */
export function searchProductIds(query: string, lang: Lang): number[] {
  const ids = rankProducts(query).map((r) => r.product.id);
  try {
    logSearch(query, lang, ids.length);
  } catch (err) {
    // A search must still answer when the log cannot be written (e.g. a read-only store).
    console.error('[search] could not log the search', err);
  }
  return ids;
}
