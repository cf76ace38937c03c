import { useLayoutEffect, useRef } from 'react';
import { readEarlyInput, replayEarlyInput, type EarlyInput } from './earlyInput';

/**
 * Carries what the shopper typed or opened in the server's view across the app's first render, which replaces
 * that DOM with the slots' copies of it: render it after the app, in the same root. It reads the server's DOM as
 * late as it can (it renders after the whole app, just before React commits) and puts the text, the focus and the
 * open popovers (the phone menu) back into the same places once the app's DOM is in.
 */
export function KeepEarlyInput({ container }: { container: HTMLElement }) {
  const early = useRef<EarlyInput | null>(null);
  const committed = useRef(false);
  if (!committed.current) early.current = readEarlyInput(container, null);
  useLayoutEffect(() => {
    committed.current = true;
    if (early.current) replayEarlyInput(container, early.current);
  }, [container]);
  return null;
}
