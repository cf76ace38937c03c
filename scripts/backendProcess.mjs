// How the backend process is started wherever the store starts one (npm start, the benches): one place, so what is
// measured is what runs.
//
// Memory: a Node process with the backend's native libraries (libvips through sharp, SQLite) and V8's default young
// generation held ~360 MB at 360 tiles and ~590 MB at 50,000 (Node 24). Two settings take that to ~200 and ~390 MB
// with the same latencies (catalogue bench, docs/catalogue-scale.md): glibc keeps one malloc arena per thread that
// allocates (libuv's pool, libvips' threads), each holding freed memory, so two arenas are enough here; and requests
// make short-lived objects in small amounts, so an 8 MB semi-space is enough for the young generation.

/** Node's flags for the backend, before `--import tsx backend/src/server.ts`. */
export const BACKEND_NODE_FLAGS = ['--max-semi-space-size=8'];

/** The backend's environment: `env` plus the malloc arena limit (unless `env` sets one). */
export const backendEnv = (env) => ({ MALLOC_ARENA_MAX: '2', ...env });

/**
 * The store's own addresses for a backend started beside the shell on this machine (`npm start`): media URLs and every
 * link the store mails open the shell's actual port (hi./ta. of the same host for those store views), unless `env`
 * says otherwise. In production (NODE_ENV=production) the storefront URL is not guessed: the backend then stops with a
 * configuration error until the operator sets it.
 */
export function storeUrlsEnv(env, shellPort) {
  const local = `http://localhost:${shellPort}`;
  const production = env.NODE_ENV?.trim() === 'production';
  return {
    TILES_PUBLIC_URL: env.TILES_PUBLIC_URL ?? local,
    ...(env.TILES_STOREFRONT_URL || production ? {} : { TILES_STOREFRONT_URL: local }),
  };
}
