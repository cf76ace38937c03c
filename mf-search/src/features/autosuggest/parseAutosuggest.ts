import type { KeywordKind, KeywordSuggestion, ProductSuggestion, Suggestions } from './autosuggest.types';
import { plainText, safeHref, safePrice } from './safeContent';

export class MalformedAnswerError extends Error {}

const KIND_BY_DOCTYPE: Record<string, KeywordKind> = {
  KEYWORD_SUGGESTION: 'keyword',
  IN_FIELD: 'keyword',
  TOP_SEARCH_QUERIES: 'top',
  TOP_QUERIES: 'top',
  PROMOTED_SUGGESTION: 'promoted',
};

type Doc = Record<string, unknown>;
const isDoc = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

function toProduct(doc: Doc): ProductSuggestion | null {
  const title = plainText(doc.title ?? doc.autosuggest);
  const productUrl = safeHref(doc.productUrl);
  if (!title || !productUrl) return null;
  const image = Array.isArray(doc.imageUrl) ? doc.imageUrl[0] : doc.imageUrl;
  return { title, productUrl, price: safePrice(doc.price), imageUrl: safeHref(image), tileSize: plainText(doc.tileSize, 40) };
}

/**
 * Reads an Unbxd autosuggest answer (`response.products`, grouped by `doctype`).
 * Unknown doctypes and unusable entries are skipped; a body without `response.products` is malformed.
 */
export function parseAutosuggest(body: unknown, query: string): Suggestions {
  const products = isDoc(body) && isDoc(body.response) ? body.response.products : undefined;
  if (!Array.isArray(products)) throw new MalformedAnswerError('The search service answered without response.products');
  const keywords: KeywordSuggestion[] = [];
  const cards: ProductSuggestion[] = [];
  const seenText = new Set<string>();
  const seenUrl = new Set<string>();
  for (const doc of products) {
    if (!isDoc(doc) || typeof doc.doctype !== 'string') continue;
    if (doc.doctype === 'POPULAR_PRODUCTS') {
      const card = toProduct(doc);
      if (card && !seenUrl.has(card.productUrl)) {
        seenUrl.add(card.productUrl);
        cards.push(card);
      }
      continue;
    }
    const kind = KIND_BY_DOCTYPE[doc.doctype];
    const text = plainText(doc.autosuggest, 80);
    if (!kind || !text || seenText.has(text.toLowerCase())) continue;
    seenText.add(text.toLowerCase());
    keywords.push({ kind, text });
  }
  // Promoted suggestions lead (merchandised), then what the shopper is typing, then what others searched.
  const order: KeywordKind[] = ['promoted', 'keyword', 'top'];
  keywords.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  return { query, keywords, products: cards };
}
