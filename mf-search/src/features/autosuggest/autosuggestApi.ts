import { currentLanguage, getRuntimeSettings, type RuntimeSettings } from '@tiles/shared';
import type { Suggestions } from './autosuggest.types';
import { MalformedAnswerError, parseAutosuggest } from './parseAutosuggest';

/** How many of each kind one request asks for (spec §7). */
export const SUGGESTION_COUNTS = {
  'keywordSuggestions.count': 6,
  'topQueries.count': 4,
  'popularProducts.count': 6,
  'promotedSuggestion.count': 2,
} as const;

/** The Unbxd-compatible autosuggest URL; an empty `q` asks for what is trending. */
export function autosuggestUrl(query: string, settings: RuntimeSettings = getRuntimeSettings()): string {
  const url = new URL(`${settings.searchUrl.replace(/\/$/, '')}/autosuggest`);
  url.searchParams.set('q', query);
  for (const [key, count] of Object.entries(SUGGESTION_COUNTS)) url.searchParams.set(key, String(count));
  url.searchParams.set('apikey', settings.searchApiKey);
  url.searchParams.set('sitekey', settings.searchSiteKey);
  url.searchParams.set('lang', currentLanguage().code);
  return url.href;
}

export class SearchServiceError extends Error {}

/** One autosuggest request; `signal` really cancels it (the pipeline aborts superseded queries). */
export async function fetchSuggestions(query: string, signal: AbortSignal): Promise<Suggestions> {
  const res = await fetch(autosuggestUrl(query), { signal, headers: { Accept: 'application/json' } });
  if (!res.ok) throw new SearchServiceError(`The search service answered ${res.status}`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new MalformedAnswerError('The search service answered with something other than JSON');
  }
  return parseAutosuggest(body, query);
}
