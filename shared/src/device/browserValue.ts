import { useSyncExternalStore } from 'react';

/**
 * A value only the browser knows (the screen's width, what the browser supports). The server draws `onServer`, and
 * so does React while it hydrates that HTML (the server snapshot), so the two agree; React then renders again with
 * the browser's value by itself. A render that is not a hydration reads the browser's value at once.
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, onServer: T): T {
  return useSyncExternalStore(subscribe, read, () => onServer);
}

/** For a value that does not change while the page is open. */
export const unchanging = () => () => undefined;
