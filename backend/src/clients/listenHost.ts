import { isIP } from 'node:net';
import { ConfigError } from '../configError';

/** A DNS name: dot-separated labels of letters, digits and inner hyphens. */
const HOST_NAME = /^(?=.{1,253}$)(?!-)[A-Za-z0-9-]{1,63}(?<!-)(?:\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))*$/;

/**
 * `TILES_BACKEND_HOST`: the address the backend listens on. Loopback by default: the shell in front of it reaches it
 * on the same machine, and nothing else should (a backend open on every interface lets anyone skip the shell).
 * `0.0.0.0` or `::` listen everywhere, for a backend on its own host behind a proxy.
 */
export function backendHostFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const raw = (env.TILES_BACKEND_HOST ?? '').trim();
  if (raw === '') return '127.0.0.1';
  const host = raw.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) || HOST_NAME.test(host)) return host;
  throw new ConfigError(`TILES_BACKEND_HOST: "${raw}" is not an IP address or host name (e.g. 127.0.0.1, ::1, 0.0.0.0).`);
}
