import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ports } from './ports';

export interface ServerOptions {
  dir: string;
  port: number;
  remotesFile?: string;
  apiOrigin?: string;
  trustedProxies?: string;
  ssr: boolean;
  preload: boolean;
  /** Worker processes (TILES_WORKERS; default: one per core). */
  workers: number;
}

const root = path.resolve(__dirname, '../..');

/**
 * Command line (`--dir`, `--port`, `--remotes-file`, `--api-origin`, `--workers`) over environment
 * (REMOTES_FILE, TILES_API_ORIGIN, TILES_TRUSTED_PROXIES, TILES_WORKERS, TILES_SSR=0, TILES_NO_PRELOAD=1).
 */
export function readOptions(args: string[], env: NodeJS.ProcessEnv): ServerOptions {
  const opt = (name: string) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : undefined; };
  const workers = Number(opt('workers') ?? env.TILES_WORKERS ?? availableParallelism());
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`--workers / TILES_WORKERS must be a whole number ≥ 1, got ${workers}`);
  return {
    dir: path.resolve(root, 'shell', opt('dir') ?? 'dist'),
    port: Number(opt('port') ?? env.TILES_PORT_SHELL ?? ports.shell),
    remotesFile: opt('remotes-file') ?? env.REMOTES_FILE,
    apiOrigin: opt('api-origin') ?? env.TILES_API_ORIGIN,
    trustedProxies: env.TILES_TRUSTED_PROXIES,
    ssr: env.TILES_SSR !== '0',
    preload: env.TILES_NO_PRELOAD !== '1',
    workers,
  };
}
