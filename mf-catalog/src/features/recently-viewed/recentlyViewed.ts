import { LOCAL_KEYS, readJson, writeJson } from '@tiles/shared';

const MAX = 12;
const isList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Product SKUs the shopper opened, newest first (this device only). */
export function recentlyViewed(): string[] {
  return (readJson(LOCAL_KEYS.recentlyViewed, isList) ?? []).slice(0, MAX);
}

export function rememberViewed(sku: string): void {
  if (sku) writeJson(LOCAL_KEYS.recentlyViewed, [sku, ...recentlyViewed().filter((s) => s !== sku)].slice(0, MAX));
}
