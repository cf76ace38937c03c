import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';
import { readRenderScopeWith, type PublicAnswers, type RenderScope } from '../config/renderScope';

// The scope follows the request's own awaits, so renders of different requests overlap freely; shared's globals
// (currentLanguage, getRuntimeSettings, pageLocation, each slot's loader data) read it (config/renderScope.ts).
const scopes = new AsyncLocalStorage<RenderScope>();
readRenderScopeWith(() => scopes.getStore());

/** Runs `work` (loaders, the render, a form's action) with what browser code reads from globals set to `scope`. */
export const inRequestScope = <T>(scope: RenderScope, work: () => Promise<T>): Promise<T> => scopes.run(scope, work);

let publicAnswers: { ttlMs: number; cache: PublicAnswers } | null = null;
/** The process's public answers kept `ttlMs` (TILES_SSR_DATA_TTL_MS), made again if it changes; none for 0. */
export function publicAnswersFor(ttlMs: number | undefined): PublicAnswers | undefined {
  if (!ttlMs || ttlMs <= 0) return undefined;
  if (publicAnswers?.ttlMs !== ttlMs) publicAnswers = { ttlMs, cache: createPublicAnswerCache(ttlMs) };
  return publicAnswers.cache;
}

/** Kept answers are shared by renders: frozen, so a component changing one fails its render, not another shopper's page. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** At most 500 answers per server bundle and worker, least recently used out first: a crawler cannot grow it. */
function createPublicAnswerCache(ttlMs: number): PublicAnswers {
  // A call is kept as it starts, so renders asking while it is on its way share it; one not to keep is then dropped.
  const kept = new LRUCache<string, Promise<unknown>>({ max: 500, ttl: ttlMs });
  return {
    answer<T>(key: string, load: () => Promise<T>, keep: (answer: T) => boolean): Promise<T> {
      const known = kept.get(key) as Promise<T> | undefined;
      if (known) return known;
      const call = load().then((answer) => (keep(answer) ? deepFreeze(answer) : answer));
      kept.set(key, call);
      const drop = () => kept.delete(key);
      void call.then((answer) => keep(answer) || drop(), drop);
      return call;
    },
  };
}
