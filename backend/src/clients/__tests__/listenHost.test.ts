import { spawn, spawnSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { CONFIG_EXIT_CODE } from '../../configError';
import { backendHostFromEnv } from '../listenHost';

const root = path.resolve(__dirname, '../../../..');
const env = (extra: Record<string, string>) => {
  const { TILES_BACKEND_HOST: _host, ...rest } = process.env;
  return { ...rest, TILES_DB: ':memory:', TILES_PORT_BACKEND: '0', ...extra };
};

/** Starts backend/src/server.ts as `npm start` does; resolves with the URL it prints once listening, and the process. */
function startBackend(extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], { cwd: root, env: env(extra) });
  const listening = new Promise<URL>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (data: Buffer) => {
      out += data.toString();
      const m = /GraphQL on (http:\/\/\S+)\/graphql/.exec(out);
      if (m) resolve(new URL(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`the backend exited with ${code}`)));
  });
  return { child, listening };
}

describe('where the backend listens', () => {
  it('listens on loopback by default, not on the machine’s other addresses', async () => {
    const { child, listening } = startBackend();
    try {
      const url = await listening;
      expect(url.hostname).toBe('127.0.0.1');
      expect((await fetch(new URL('/health', url))).status).toBe(200);
      const outside = Object.values(networkInterfaces())
        .flat()
        .find((i) => i && i.family === 'IPv4' && !i.internal);
      if (outside) await expect(fetch(`http://${outside.address}:${url.port}/health`)).rejects.toThrow();
    } finally {
      child.kill('SIGTERM');
    }
  }, 60_000);

  it('exits with the configuration code and one line for a TILES_BACKEND_HOST that is no address', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: env({ TILES_BACKEND_HOST: 'http://0.0.0.0/' }),
      timeout: 60_000,
    });
    expect(run.status).toBe(CONFIG_EXIT_CODE);
    expect(run.stderr.trim()).toBe(
      '[backend] configuration error: TILES_BACKEND_HOST: "http://0.0.0.0/" is not an IP address or host name (e.g. 127.0.0.1, ::1, 0.0.0.0).',
    );
  }, 60_000);

  it('accepts addresses and host names', () => {
    expect(backendHostFromEnv({})).toBe('127.0.0.1');
    expect(backendHostFromEnv({ TILES_BACKEND_HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(backendHostFromEnv({ TILES_BACKEND_HOST: '[::1]' })).toBe('::1');
    expect(backendHostFromEnv({ TILES_BACKEND_HOST: 'api.internal' })).toBe('api.internal');
  });
});
