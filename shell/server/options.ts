import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ports } from './ports';
import { DEFAULT_BUDGETS, type RenderBudgets } from './render';

export interface ServerOptions {
  dir: string;
  port: number;
  remotesFile?: string;
  apiOrigin?: string;
  trustedProxies?: string;
  /** Origins the catalogue's images come from besides the stores' own (TILES_MEDIA_ORIGINS, comma-separated). */
  mediaOrigins?: string;
  ssr: boolean;
  preload: boolean;
  /** Worker processes (TILES_WORKERS; default: one per core). */
  workers: number;
  /** Server-render budgets (TILES_SSR_RENDER_MS, TILES_SSR_LOAD_MS): past them, the browser renders that part. */
  budgets: RenderBudgets;
  /**
   * How long (ms) a catalogue answer that is the same for every shopper serves other server renders in a worker
   * (TILES_SSR_DATA_TTL_MS, default 30 s; 0: every render asks the API).
   */
  dataTtlMs: number;
  /**
   * The most each worker's young generation may grow to, per semi-space, in MB (TILES_SEMI_SPACE_MB, V8's
   * `--max-semi-space-size`; 0: V8's own limit). A render allocates ~1 MB of short-lived objects: with V8's limit
   * the young generation fills every few pages, and each scavenge costs CPU and copies survivors into the old
   * generation, whose marking runs on another core.
   */
  semiSpaceMb: number;
}

/** Half the CDN's s-maxage for public pages (page.ts): a page a CDN may keep a minute is built from data ≤ 30 s old. */
const DEFAULT_DATA_TTL_MS = 30_000;
/**
 * One worker on listings (README, "The shell's server under load"): CPU per page 6.9 ms with V8's 16 MB, 5.9 with
 * 32, 5.7 with 64, 5.5 with 128 MB.
 */
const DEFAULT_SEMI_SPACE_MB = 64;
const MAX_SEMI_SPACE_MB = 1024;

const root = path.resolve(__dirname, '../..');

/**
 * Command line (`--dir`, `--port`, `--remotes-file`, `--api-origin`, `--workers`) over environment
 * (REMOTES_FILE, TILES_API_ORIGIN, TILES_TRUSTED_PROXIES, TILES_MEDIA_ORIGINS, TILES_WORKERS, TILES_SSR=0,
 * TILES_NO_PRELOAD=1, TILES_SSR_RENDER_MS, TILES_SSR_LOAD_MS, TILES_SSR_DATA_TTL_MS, TILES_SEMI_SPACE_MB). A wrong
 * number stops the start with its name.
 */
export function readOptions(args: string[], env: NodeJS.ProcessEnv): ServerOptions {
  const opt = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const workers = Number(opt('workers') ?? env.TILES_WORKERS ?? availableParallelism());
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`--workers / TILES_WORKERS must be a whole number ≥ 1, got ${workers}`);
  const milliseconds = (name: string, fallback: number, least: number) => {
    const ms = Number(env[name] ?? fallback);
    if (!Number.isInteger(ms) || ms < least) throw new Error(`${name} must be a whole number of milliseconds ≥ ${least}, got ${env[name]}`);
    return ms;
  };
  const budget = (name: string, fallback: number) => milliseconds(name, fallback, 1);
  const semiSpaceMb = Number(env.TILES_SEMI_SPACE_MB ?? DEFAULT_SEMI_SPACE_MB);
  if (!Number.isInteger(semiSpaceMb) || semiSpaceMb < 0 || semiSpaceMb > MAX_SEMI_SPACE_MB)
    throw new Error(`TILES_SEMI_SPACE_MB must be a whole number of MB from 0 to ${MAX_SEMI_SPACE_MB}, got ${env.TILES_SEMI_SPACE_MB}`);
  return {
    dir: path.resolve(root, 'shell', opt('dir') ?? 'dist'),
    port: Number(opt('port') ?? env.TILES_PORT_SHELL ?? ports.shell),
    remotesFile: opt('remotes-file') ?? env.REMOTES_FILE,
    apiOrigin: opt('api-origin') ?? env.TILES_API_ORIGIN,
    trustedProxies: env.TILES_TRUSTED_PROXIES,
    mediaOrigins: opt('media-origins') ?? env.TILES_MEDIA_ORIGINS,
    ssr: env.TILES_SSR !== '0',
    preload: env.TILES_NO_PRELOAD !== '1',
    workers,
    budgets: {
      renderMs: budget('TILES_SSR_RENDER_MS', DEFAULT_BUDGETS.renderMs),
      loadMs: budget('TILES_SSR_LOAD_MS', DEFAULT_BUDGETS.loadMs),
    },
    dataTtlMs: milliseconds('TILES_SSR_DATA_TTL_MS', DEFAULT_DATA_TTL_MS, 0),
    semiSpaceMb,
  };
}

/** The V8 flags the primary starts each worker with (beside its own, such as `--import tsx`). */
export const workerV8Flags = (options: Pick<ServerOptions, 'semiSpaceMb'>): string[] =>
  options.semiSpaceMb ? [`--max-semi-space-size=${options.semiSpaceMb}`] : [];
