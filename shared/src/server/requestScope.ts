import { AsyncLocalStorage } from 'node:async_hooks';
import { readRenderScopeWith, type PublicAnswers, type RenderScope } from '../config/renderScope';
import { createPublicAnswerCache } from './publicAnswerCache';

// The scope follows the request's own awaits (AsyncLocalStorage), so renders of different requests overlap freely;
// shared's currentLanguage(), getRuntimeSettings(), pageLocation() and takeServerData() read it (config/renderScope.ts).
const scopes = new AsyncLocalStorage<RenderScope>();
readRenderScopeWith(() => scopes.getStore());

/** Runs `work` (loaders, the render, a form's action) with what browser code reads from globals set to `scope`. */
export const inRequestScope = <T>(scope: RenderScope, work: () => Promise<T>): Promise<T> => scopes.run(scope, work);

let publicAnswers: { ttlMs: number; cache: PublicAnswers } | null = null;

/** The process's public answers for this lifetime (TILES_SSR_DATA_TTL_MS), made again if it changes; none for 0. */
export function publicAnswersFor(ttlMs: number | undefined): PublicAnswers | undefined {
  if (!ttlMs || ttlMs <= 0) return undefined;
  if (publicAnswers?.ttlMs !== ttlMs) publicAnswers = { ttlMs, cache: createPublicAnswerCache(ttlMs) };
  return publicAnswers.cache;
}
