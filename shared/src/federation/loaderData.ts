import { createContext, useContext } from 'react';

/**
 * Each slot's loader data, provided by the slot (RemoteSlot: the request's data on the server, the page's in the
 * browser's first view), so a module reads its own without naming itself.
 */
export const LoaderDataContext = createContext<unknown>(undefined);

/**
 * The data this module's `loader` (or, for a posted form, its `action`) answered for the server's render: the same on
 * the server and in the browser's first view, so both draw the same HTML. Undefined once the shopper moved to another
 * page in the app, in a slot the server did not render, and outside a slot.
 */
export const useLoaderData = <T>(): T | undefined => useContext(LoaderDataContext) as T | undefined;
