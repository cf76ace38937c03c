import { useEffect, useRef, useState } from 'react';
import { getBus } from './bus';
import type { TilesEventMap, TilesEventName } from './catalogue';

/** Calls the latest handler for each event; subscribes once per mount, so re-renders never double-deliver. */
export function useBusEvent<K extends TilesEventName>(name: K, handler: (payload: TilesEventMap[K]) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => getBus().subscribe(name, (p) => latest.current(p)), [name]);
}

/** The last value of a state-like event, kept in React state. */
export function useBusState<K extends TilesEventName>(name: K): TilesEventMap[K] | undefined {
  const [value, setValue] = useState<TilesEventMap[K] | undefined>(() => getBus().last(name));
  useBusEvent(name, setValue);
  return value;
}
