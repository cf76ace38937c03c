import type { StoreFailure } from './storeErrors';

/**
 * The store-errors catalogue and its rules are a chunk of their own: most visits meet no failure, and they cost
 * every page's first load 1.3 KB gzip (English included). The chunk loads once the browser is idle after the page
 * has started, so a failure after the connection dropped still reads in the shopper's words, or at the first
 * failure if that comes earlier. If it cannot load, the shopper reads the store's own sentence.
 */
const load = () => import(/* webpackChunkName: "store-errors" */ './storeErrors');
let loading: ReturnType<typeof load> | null = null;
const catalogue = () =>
  (loading ??= load().catch((err: unknown) => {
    loading = null;
    throw err;
  }));

/** The shopper's sentence for a failure in the page language. */
export function shopperText(failure: StoreFailure): Promise<string> {
  return catalogue().then(
    (m) => m.shopperText(failure),
    () => failure.message,
  );
}

type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number };
if (typeof window !== 'undefined') {
  const idle = (window as IdleWindow).requestIdleCallback;
  const preload = () => void catalogue().catch(() => undefined);
  if (idle) idle(preload, { timeout: 10_000 });
  else setTimeout(preload, 3000);
}
