import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_BUDGETS } from './render';

export type ServerOptions = ReturnType<typeof readOptions>;
// One source for ports: shared/build/ports.cjs (ports.json with TILES_PORT_<NAME> overrides), shared with webpack.
export const ports: Record<string, number> = createRequire(__filename)('../../shared/build/ports.cjs').ports;

function whole(name: string, value: string | number, least: number, most = Infinity): number {
  const n = Number(value);
  if (Number.isInteger(n) && n >= least && n <= most) return n;
  throw new Error(`${name} must be a whole number ${most < Infinity ? `from ${least} to ${most}` : `≥ ${least}`}, got ${value}`);
}

function token(name: string, value: string | undefined): string | undefined {
  if (value !== undefined && value.length < 16) throw new Error(`${name} must be at least 16 characters`);
  return value;
}

/** Command line over environment; an unknown option or a wrong number stops the start with its name. */
export function readOptions(args: string[], env: NodeJS.ProcessEnv) {
  const s = { type: 'string' } as const;
  const options = { dir: s, port: s, 'remotes-file': s, 'api-origin': s, 'media-origins': s, workers: s };
  const { values: opt } = parseArgs({ args, options });
  return {
    dir: path.resolve(__dirname, '../../shell', opt.dir ?? 'dist'),
    port: Number(opt.port ?? env.TILES_PORT_SHELL ?? ports.shell),
    remotesFile: opt['remotes-file'] ?? env.REMOTES_FILE,
    apiOrigin: opt['api-origin'] ?? env.TILES_API_ORIGIN,
    trustedProxies: env.TILES_TRUSTED_PROXIES,
    mediaOrigins: opt['media-origins'] ?? env.TILES_MEDIA_ORIGINS,
    ssr: env.TILES_SSR !== '0',
    preload: env.TILES_NO_PRELOAD !== '1',
    workers: whole('--workers / TILES_WORKERS', opt.workers ?? env.TILES_WORKERS ?? availableParallelism(), 1),
    // Past these budgets (ms) the browser renders that part.
    budgets: {
      renderMs: whole('TILES_SSR_RENDER_MS', env.TILES_SSR_RENDER_MS ?? DEFAULT_BUDGETS.renderMs, 1),
      loadMs: whole('TILES_SSR_LOAD_MS', env.TILES_SSR_LOAD_MS ?? DEFAULT_BUDGETS.loadMs, 1),
    },
    // How long (ms) a catalogue answer the same for every shopper serves a worker's renders (0: none): half a public page's s-maxage.
    dataTtlMs: whole('TILES_SSR_DATA_TTL_MS', env.TILES_SSR_DATA_TTL_MS ?? 30_000, 0),
    // Who may read /metrics besides this machine: `Authorization: Bearer <token>` (16+ characters, a guess must not do).
    metricsToken: token('TILES_METRICS_TOKEN', env.TILES_METRICS_TOKEN),
    // Integration testers' signed candidate remotes (remoteOverride.ts); unset: no request can swap a remote.
    e2eOverrideSecret: token('TILES_E2E_OVERRIDE_SECRET', env.TILES_E2E_OVERRIDE_SECRET),
    // Each worker's young generation per semi-space, MB (0: V8's 16): fewer scavenges per render (see shell/README.md).
    semiSpaceMb: whole('TILES_SEMI_SPACE_MB', env.TILES_SEMI_SPACE_MB ?? 64, 0, 1024),
  };
}

/** The V8 flags the primary starts each worker with (beside its own, such as `--import tsx`). */
export const workerV8Flags = ({ semiSpaceMb }: Pick<ServerOptions, 'semiSpaceMb'>) =>
  semiSpaceMb ? [`--max-semi-space-size=${semiSpaceMb}`] : [];
