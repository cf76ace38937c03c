import type { ReactElement } from 'react';
import { LoaderDataContext } from '../federation/loaderData';
import { RequestCache } from '../data/requestCache';
import { RequestCacheProvider } from '../data/requestCacheContext';

/** `element` as a slot holding a module whose loader answered `data` draws it (useLoaderData reads it). Tests only. */
export const withLoaderData = (data: unknown, element: ReactElement) => (
  <LoaderDataContext.Provider value={data}>{element}</LoaderDataContext.Provider>
);

/**
 * `element` as the browser's first view draws a slot the server rendered with `data`: a page load's own cache, into
 * which the module puts that data once (as each test is a page load of its own). Tests only.
 */
export const inFirstView = (data: unknown, element: ReactElement) => (
  <RequestCacheProvider cache={new RequestCache()}>{withLoaderData(data, element)}</RequestCacheProvider>
);
