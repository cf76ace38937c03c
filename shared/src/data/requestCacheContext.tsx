import { createContext, useContext, type ReactNode } from 'react';
import { RequestCache } from './requestCache';

/**
 * How a render's components reach its data. A server render provides its request's cache; the browser needs no
 * provider: its components read the page's cache, into which each module puts what the server rendered from
 * (window.__TILES_SSR__) before its first render, so that render is the server's markup.
 */
const RequestCacheContext = createContext<RequestCache | null>(null);

export function RequestCacheProvider({ cache, children }: { cache: RequestCache; children: ReactNode }) {
  return <RequestCacheContext.Provider value={cache}>{children}</RequestCacheContext.Provider>;
}

let page: RequestCache | null = null;

/** The browser's cache for this page load. A server has no page: each render brings its own (RequestCacheProvider). */
export function pageCache(): RequestCache {
  if (typeof window === 'undefined')
    throw new Error('A server render reads its data from its request’s cache: wrap it in RequestCacheProvider.');
  return (page ??= new RequestCache());
}

export function useRequestCache(): RequestCache {
  return useContext(RequestCacheContext) ?? pageCache();
}
