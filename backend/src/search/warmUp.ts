import { getDb } from '../store/db';

/**
 * Outside tests, builds the search indexes and the product image features shortly after start, so the
 * first shopper does not wait for them. Only once the catalogue is seeded: the repository caches what it
 * reads first, and an empty read would stick.
 */
export function warmUpSoon(name: string, work: () => unknown): void {
  if (process.env.JEST_WORKER_ID || process.env.TILES_SEARCH_WARM === '0') return;
  const attempt = (tries: number) => {
    const seeded = (getDb().prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n > 0;
    if (!seeded) {
      if (tries > 0) setTimeout(() => attempt(tries - 1), 1000).unref();
      return;
    }
    Promise.resolve()
      .then(work)
      .catch((err: unknown) => console.error(`[search] ${name} warm-up failed`, err));
  };
  setTimeout(() => attempt(30), 500).unref();
}
