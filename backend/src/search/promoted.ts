import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BACKEND_ROOT } from '../store/db';
import type { Lang, Words } from '../seed/taxonomy';
import { normalizeQuery, tokenize } from './text';

export interface Promoted {
  id: string;
  autosuggest: Words;
  keywords: string[];
}

/** The merchandising file; TILES_PROMOTED_FILE points another environment at its own. */
const file = () => process.env.TILES_PROMOTED_FILE ?? path.join(BACKEND_ROOT, 'src', 'search', 'promoted.json');

let cached: Promoted[] | null = null;

/** Read once; a broken file is reported and treated as "no promotions" rather than breaking search. */
export function promotedSuggestions(): Promoted[] {
  if (cached) return cached;
  try {
    const raw = JSON.parse(readFileSync(file(), 'utf8')) as { suggestions?: unknown };
    const list = Array.isArray(raw.suggestions) ? raw.suggestions : [];
    cached = list.filter(
      (s): s is Promoted =>
        !!s && typeof s.id === 'string' && !!s.autosuggest && typeof s.autosuggest.en === 'string' && Array.isArray(s.keywords),
    );
  } catch (err) {
    console.error(`[search] promoted suggestions unreadable (${file()}):`, err);
    cached = [];
  }
  return cached;
}

/** Promotions whose keywords or text have a word starting with every typed word; all of them for "". */
export function matchPromoted(query: string, lang: Lang, count: number): { id: string; text: string }[] {
  if (count <= 0) return [];
  const typed = tokenize(normalizeQuery(query));
  return promotedSuggestions()
    .filter((s) => {
      const words = [...s.keywords, ...Object.values(s.autosuggest).flatMap((t) => tokenize(t))].map((w) => normalizeQuery(w));
      return typed.every((t) => words.some((w) => w.startsWith(t)));
    })
    .slice(0, count)
    .map((s) => ({ id: s.id, text: s.autosuggest[lang] ?? s.autosuggest.en }));
}
