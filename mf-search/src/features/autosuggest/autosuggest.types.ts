import type { SearchSuggestionProduct } from '@tiles/shared';

export type KeywordKind = 'keyword' | 'top' | 'promoted';

export interface KeywordSuggestion {
  kind: KeywordKind;
  text: string;
}

/** A product card in the popup; `price` is MRP per sq.ft, null when the answer had none. */
export interface ProductSuggestion extends Omit<SearchSuggestionProduct, 'price' | 'imageUrl'> {
  price: number | null;
  imageUrl: string | null;
}

export interface Suggestions {
  query: string;
  keywords: KeywordSuggestion[];
  products: ProductSuggestion[];
}

/** What the popup shows for the latest query: only ever one query's state at a time. */
export type SuggestState =
  | { status: 'idle'; query: '' }
  | { status: 'loading'; query: string }
  | { status: 'ready'; query: string; suggestions: Suggestions }
  | { status: 'error'; query: string; reason: 'timeout' | 'network' | 'malformed' };

export type SuggestionFetcher = (query: string, signal: AbortSignal) => Promise<Suggestions>;
