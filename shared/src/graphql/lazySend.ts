import { whenPageSettled } from '../async/pageSettled';
import type { SendOptions, SendResult } from './send';
import { UNREACHABLE } from './storeFailures';

/**
 * graphql-request and the code around it (send.ts) are a chunk of their own: 3.1 KB gzip that every page's first
 * load would carry, while pages first paint from the server's data and send their first operation later (the mini
 * cart, a search, a tap). The chunk loads once the page has settled, or at the first operation if that comes
 * earlier. If it cannot load, the operation fails as a store that cannot be reached does.
 */
const load = () => import(/* webpackChunkName: "graphql-client" */ './send');
let loading: ReturnType<typeof load> | null = null;
const client = () =>
  (loading ??= load().catch((err: unknown) => {
    loading = null;
    throw err;
  }));

export async function send<T>(document: string, variables: object | undefined, options: SendOptions): Promise<SendResult<T>> {
  let loaded: Awaited<ReturnType<typeof load>>;
  try {
    loaded = await client();
  } catch {
    return { error: UNREACHABLE };
  }
  return loaded.send<T>(document, variables, options);
}

if (typeof window !== 'undefined') void whenPageSettled().then(() => client().catch(() => undefined));
