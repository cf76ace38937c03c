import { getDb } from '../store/db';
import type { Lang } from '../seed/taxonomy';
import { normalizeQuery } from './text';
import { intSetting } from '../configError';

/** Who searched: one GraphQL request (its context object) by one client. */
export interface Searcher {
  client: string;
}

const counted = new WeakSet<Searcher>();

/**
 * Records one submitted search (normalised text, store language, how many products it found), at most once per
 * request and once per query and client: a document with 300 aliased `products(search:)` counts its first search
 * only, and a shopper repeating a search does not make it more popular.
 */
export function logSearch(query: string, lang: Lang, results: number, by: Searcher): void {
  const q = normalizeQuery(query);
  if (!q || counted.has(by)) return;
  counted.add(by);
  getDb()
    .prepare(
      'INSERT INTO search_log (query, lang, results, client) SELECT @q, @lang, @results, @client WHERE NOT EXISTS (SELECT 1 FROM search_log WHERE query = @q AND client = @client)',
    )
    .run({ q, lang, results, client: by.client });
}

/** Distinct clients a query needs before it is suggested to everyone (TILES_TOP_QUERY_MIN_CLIENTS, default 3). */
export const topQueryMinClients = (env: NodeJS.ProcessEnv = process.env) => intSetting(env, 'TILES_TOP_QUERY_MIN_CLIENTS', 3);

export interface TopQuery {
  query: string;
  searches: number;
}

/** Escapes LIKE wildcards so a shopper's "%" or "_" is matched literally. */
const like = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The queries that found products and that several clients searched (topQueryMinClients), optionally those with a
 * word starting with `prefix`; queries made in the shopper's language first, then by how many clients, then most recent.
 * `searches` is the number of distinct clients.
 */
export function topQueries(prefix: string, lang: Lang, count: number): TopQuery[] {
  if (count <= 0) return [];
  const p = normalizeQuery(prefix);
  const rows = getDb()
    .prepare(
      `
    SELECT query, COUNT(DISTINCT client) AS searches, SUM(lang = @lang) AS mine, MAX(id) AS latest
    FROM search_log
    WHERE results > 0 AND client IS NOT NULL AND (@p = '' OR query LIKE @starts ESCAPE '\\' OR query LIKE @word ESCAPE '\\')
    GROUP BY query
    HAVING COUNT(DISTINCT client) >= @min
    ORDER BY mine > 0 DESC, searches DESC, latest DESC
    LIMIT @count`,
    )
    .all({ lang, p, starts: `${like(p)}%`, word: `% ${like(p)}%`, count, min: topQueryMinClients() }) as TopQuery[];
  return rows.map((r) => ({ query: r.query, searches: r.searches }));
}
