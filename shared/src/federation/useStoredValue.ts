import { useSyncExternalStore } from 'react';
import { useHydrated } from './hydration';

/**
 * A value the browser keeps (local storage): `undefined` on the server and while React hydrates the server's HTML,
 * the stored value right after. The hydration reads the store too, so its server and browser snapshots agree (React
 * would re-render a store whose two snapshots differ in its synchronous lane, in one long task); the value shows once
 * hydrated, in a transition (useHydrated).
 */
export function useStoredValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T): T | undefined {
  const value = useSyncExternalStore(subscribe, read, () => (typeof window === 'undefined' ? undefined : read()));
  return useHydrated() ? value : undefined;
}
