import { LRUCache } from 'lru-cache';
import type { PublicAnswers } from '../config/renderScope';

/** Entries kept per server bundle and worker: every listing, product and filter shoppers open within a lifetime. */
const MAX_ENTRIES = 500;

/**
 * Kept answers are shared by renders of different requests: frozen, so a component that changed one in place
 * would fail its render (and leave that slot to the browser) instead of showing another shopper a changed answer.
 */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The process's cache of public answers (see config/renderScope.ts), kept `ttlMs` and at most MAX_ENTRIES
 * (least recently used go first, so a crawler walking every filter cannot grow it).
 */
export function createPublicAnswerCache(ttlMs: number): PublicAnswers {
  const kept = new LRUCache<string, { value: unknown }>({ max: MAX_ENTRIES, ttl: ttlMs, ttlAutopurge: false });
  const onTheirWay = new Map<string, Promise<unknown>>();
  return {
    answer<T>(key: string, load: () => Promise<T>, keep: (answer: T) => boolean): Promise<T> {
      const hit = kept.get(key);
      if (hit) return Promise.resolve(hit.value as T);
      const pending = onTheirWay.get(key);
      if (pending) return pending as Promise<T>;
      const call = load()
        .then((answer) => {
          if (keep(answer)) kept.set(key, { value: deepFreeze(answer) });
          return answer;
        })
        .finally(() => onTheirWay.delete(key));
      onTheirWay.set(key, call);
      return call;
    },
  };
}
