import type { Lang } from '../seed/taxonomy';
import { rankPositions } from './productIndex';
import { logSearch, type Searcher } from './searchLog';
import { suggestKeywords, trendingPhrases } from './keywordIndex';
import { queryTerms } from './text';

/**
 * Full-text product search used by `products(search:)`: the minisearch index (prefix and typo
 * tolerant, English/Hindi/Tamil words). Returns catalogue positions, best first. A submitted search passes
 * `loggedFor` (the request's searcher) so it counts for the autosuggest's top queries; re-running the same
 * search (page 2, another sort) and autosuggest keystrokes (rankProducts) do not.
 */
export function searchPositions(query: string, lang: Lang, loggedFor?: Searcher): ArrayLike<number> {
  const positions = rankPositions(query);
  if (!loggedFor) return positions;
  try {
    logSearch(query, lang, positions.length, loggedFor);
  } catch (err) {
    // A search must still answer when the log cannot be written (e.g. a read-only store).
    console.error('[search] could not log the search', err);
  }
  return positions;
}

/**
 * Magento's `products.suggestions` ("did you mean") for a search that found little: phrases close to
 * each typed word, else what is trending, in the store's language where the typed script allows.
 * Not wired by default: the catalogue resolver may return `searchSuggestions(args.search, ctx.lang)`.
 */
export function searchSuggestions(query: string, lang: Lang, count = 3): { search: string }[] {
  const seen = new Set<string>();
  const close = queryTerms(query).flatMap((t) => suggestKeywords(t, count));
  const phrases = close.length ? close : trendingPhrases(lang, count);
  return phrases
    .sort((a, b) => Number(b.lang === lang) - Number(a.lang === lang))
    .filter((p) => !seen.has(p.text) && seen.add(p.text))
    .slice(0, count)
    .map((p) => ({ search: p.text }));
}
