import type { IncomingMessage, ServerResponse } from 'node:http';
import { langFromStoreCode } from '../context';
import { autosuggestDocs, type AutosuggestCounts } from '../search/autosuggest';
import { MAX_QUERY_LENGTH } from '../search/text';
import { warmUpSoon } from '../search/warmUp';
import { route, sendJson } from './router';

/** Unbxd parameter names → our counts, with the defaults the storefront asks for. */
const COUNT_PARAMS: [keyof AutosuggestCounts, string, number][] = [
  ['keywordSuggestions', 'keywordSuggestions.count', 6],
  ['topQueries', 'topQueries.count', 4],
  ['popularProducts', 'popularProducts.count', 6],
  ['promotedSuggestion', 'promotedSuggestion.count', 2],
  ['inFields', 'inFields.count', 0],
];
const MAX_COUNT = 20;

/** A count is a whole number 0–20; anything else falls back to the default (never an error). */
function count(raw: string | null, fallback: number): number {
  if (raw == null || !/^\s*\d{1,3}\s*$/.test(raw)) return fallback;
  const n = Number(raw);
  return n <= MAX_COUNT ? n : fallback;
}

/**
 * Unbxd-compatible autosuggest: GET /search/autosuggest?q=… (or Unbxd's /search/:apiKey/:siteKey/autosuggest).
 * Language from `lang`, else the Store header (default/hi/ta), as GraphQL does.
 */
function autosuggest(req: IncomingMessage, res: ServerResponse, params: Record<string, string>, url: URL): void {
  const started = performance.now();
  const sp = url.searchParams;
  const q = (sp.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const langParam = sp.get('lang');
  const store = req.headers.store;
  const lang =
    langParam === 'en' || langParam === 'hi' || langParam === 'ta' ? langParam : langFromStoreCode(Array.isArray(store) ? store[0] : store);
  const counts = Object.fromEntries(
    COUNT_PARAMS.map(([key, name, def]) => [key, count(sp.get(name), def)]),
  ) as unknown as AutosuggestCounts;
  const products = autosuggestDocs(q, lang, counts);
  const queryParams: Record<string, string> = {
    q,
    lang,
    ...Object.fromEntries(COUNT_PARAMS.map(([key, name]) => [name, String(counts[key])])),
  };
  const apiKey = params.apiKey ?? sp.get('apikey');
  const siteKey = params.siteKey ?? sp.get('sitekey');
  if (apiKey) queryParams.apikey = apiKey;
  if (siteKey) queryParams.sitekey = siteKey;
  sendJson(
    res,
    200,
    {
      searchMetaData: { status: 0, queryTime: Math.round(performance.now() - started), queryParams },
      response: { numberOfProducts: products.length, start: 0, products },
    },
    { 'Cache-Control': 'no-store' },
  );
}

route('GET', '/search/autosuggest', autosuggest);
route('GET', '/search/:apiKey/:siteKey/autosuggest', autosuggest);
warmUpSoon('autosuggest indexes', () =>
  autosuggestDocs('warm', 'en', { keywordSuggestions: 1, topQueries: 1, popularProducts: 1, promotedSuggestion: 1, inFields: 0 }),
);
