import { getDb } from '../store/db';
import type { Lang } from '../seed/taxonomy';
import { normalizeQuery } from './text';

/** Records one submitted search (normalised text, store language, how many products it found). */
export function logSearch(query: string, lang: Lang, results: number): void {
  const q = normalizeQuery(query);
  if (!q) return;
  getDb().prepare('INSERT INTO search_log (query, lang, results) VALUES (?, ?, ?)').run(q, lang, results);
}

export interface TopQuery { query: string; searches: number }

/** Escapes LIKE wildcards so a shopper's "%" or "_" is matched literally. */
const like = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The most searched queries that found products, optionally those with a word starting with `prefix`;
 * queries made in the shopper's language first, then by how often, then most recent.
 */
export function topQueries(prefix: string, lang: Lang, count: number): TopQuery[] {
  if (count <= 0) return [];
  const p = normalizeQuery(prefix);
  const rows = getDb().prepare(`
    SELECT query, COUNT(*) AS searches, SUM(lang = @lang) AS mine, MAX(id) AS latest
    FROM search_log
    WHERE results > 0 AND (@p = '' OR query LIKE @starts ESCAPE '\\' OR query LIKE @word ESCAPE '\\')
    GROUP BY query
    ORDER BY mine > 0 DESC, searches DESC, latest DESC
    LIMIT @count`).all({ lang, p, starts: `${like(p)}%`, word: `% ${like(p)}%`, count }) as TopQuery[];
  return rows.map((r) => ({ query: r.query, searches: r.searches }));
}
