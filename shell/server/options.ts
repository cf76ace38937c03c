import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PageOptions } from './page';
import { ports } from './ports';
import { DEFAULT_BUDGETS, type RenderBudgets } from './render';

export interface ServerOptions extends PageOptions {
  port: number;
  remotesFile?: string;
  apiOrigin?: string;
  trustedProxies?: string;
  /** Origins the catalogue's images come from besides the stores' own (comma-separated). */
  mediaOrigins?: string;
  workers: number;
  /** Past these budgets the browser renders that part. */
  budgets: RenderBudgets;
  /** How long (ms) a catalogue answer that is the same for every shopper serves other renders in a worker (0: none). */
  dataTtlMs: number;
  /**
   * The most each worker's young generation may grow to, per semi-space, in MB (V8's `--max-semi-space-size`; 0:
   * V8's own). A render allocates ~1 MB of short-lived objects: with V8's limit the young generation fills every few
   * pages, and each scavenge costs CPU and copies survivors into the old generation, whose marking takes another core.
   * One worker on listings: CPU per page 6.9 ms with V8's 16 MB, 5.9 with 32, 5.7 with 64, 5.5 with 128 MB.
   */
  semiSpaceMb: number;
}

const root = path.resolve(__dirname, '../..');

/**
 * Command line (`--dir`, `--port`, `--remotes-file`, `--api-origin`, `--media-origins`, `--workers`) over environment
 * (REMOTES_FILE, TILES_API_ORIGIN, TILES_TRUSTED_PROXIES, TILES_MEDIA_ORIGINS, TILES_WORKERS (default: one per core),
 * TILES_SSR=0, TILES_NO_PRELOAD=1, TILES_SSR_RENDER_MS, TILES_SSR_LOAD_MS, TILES_SSR_DATA_TTL_MS, TILES_SEMI_SPACE_MB).
 * An unknown option or a wrong number stops the start with its name.
 */
export function readOptions(args: string[], env: NodeJS.ProcessEnv): ServerOptions {
  const s = { type: 'string' } as const;
  const { values: opt } = parseArgs({
    args,
    options: { dir: s, port: s, 'remotes-file': s, 'api-origin': s, 'media-origins': s, workers: s },
  });
  const whole = (name: string, value: string | number, least: number, most = Infinity, unit = 'milliseconds') => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < least || n > most)
      throw new Error(
        `${name} must be a whole number of ${unit} ${most < Infinity ? `from ${least} to ${most}` : `≥ ${least}`}, got ${value}`,
      );
    return n;
  };
  return {
    dir: path.resolve(root, 'shell', opt.dir ?? 'dist'),
    port: Number(opt.port ?? env.TILES_PORT_SHELL ?? ports.shell),
    remotesFile: opt['remotes-file'] ?? env.REMOTES_FILE,
    apiOrigin: opt['api-origin'] ?? env.TILES_API_ORIGIN,
    trustedProxies: env.TILES_TRUSTED_PROXIES,
    mediaOrigins: opt['media-origins'] ?? env.TILES_MEDIA_ORIGINS,
    ssr: env.TILES_SSR !== '0',
    preload: env.TILES_NO_PRELOAD !== '1',
    workers: whole('--workers / TILES_WORKERS', opt.workers ?? env.TILES_WORKERS ?? availableParallelism(), 1, Infinity, 'workers'),
    budgets: {
      renderMs: whole('TILES_SSR_RENDER_MS', env.TILES_SSR_RENDER_MS ?? DEFAULT_BUDGETS.renderMs, 1),
      loadMs: whole('TILES_SSR_LOAD_MS', env.TILES_SSR_LOAD_MS ?? DEFAULT_BUDGETS.loadMs, 1),
    },
    // Half the CDN's s-maxage for public pages (page.ts): a page a CDN may keep a minute is built from data ≤ 30 s old.
    dataTtlMs: whole('TILES_SSR_DATA_TTL_MS', env.TILES_SSR_DATA_TTL_MS ?? 30_000, 0),
    semiSpaceMb: whole('TILES_SEMI_SPACE_MB', env.TILES_SEMI_SPACE_MB ?? 64, 0, 1024, 'MB'),
  };
}

/** The V8 flags the primary starts each worker with (beside its own, such as `--import tsx`). */
export const workerV8Flags = ({ semiSpaceMb }: Pick<ServerOptions, 'semiSpaceMb'>) =>
  semiSpaceMb ? [`--max-semi-space-size=${semiSpaceMb}`] : [];
