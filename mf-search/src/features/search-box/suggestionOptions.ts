import type { KeywordKind, ProductSuggestion, Suggestions } from '../autosuggest/autosuggest.types';

export type SuggestionOption =
  { id: string; type: 'query'; kind: KeywordKind; text: string } | { id: string; type: 'product'; product: ProductSuggestion };

/** The popup's options in arrow-key order: keyword suggestions first, then product cards. */
export function toOptions(suggestions: Suggestions | null, idPrefix: string): SuggestionOption[] {
  if (!suggestions) return [];
  return [
    ...suggestions.keywords.map((k, i): SuggestionOption => ({ id: `${idPrefix}-k${i}`, type: 'query', kind: k.kind, text: k.text })),
    ...suggestions.products.map((product, i): SuggestionOption => ({ id: `${idPrefix}-p${i}`, type: 'product', product })),
  ];
}

/** The next active index for an arrow key, wrapping; -1 means "back in the text box". */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current === -1) return step === 1 ? 0 : count - 1;
  const next = current + step;
  return next < 0 || next >= count ? -1 : next;
}
