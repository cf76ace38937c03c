import { useBrowserValue } from './browserValue';

/** The store's one layout breakpoint: below it a phone's layout (the pages' CSS uses `max-width: 760px`). */
export const WIDE_SCREEN_QUERY = '(min-width: 761px)';

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const q = query();
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is wide (a browser without media queries counts as wide); false on the server, which cannot
 * know the screen: what only a wide screen shows comes right after the server's HTML is hydrated.
 */
export const useWideScreen = (): boolean =>
  useBrowserValue(subscribe, () => typeof window !== 'undefined' && (query()?.matches ?? true), false);
