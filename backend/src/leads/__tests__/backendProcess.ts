import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { eventually } from './webhookReceiver';

const root = path.resolve(__dirname, '../../../..');

/** A port nobody listens on right now (the kernel's pick), for a backend that must come back on the same address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface BackendProcess {
  url: string;
  /** Ends the process (SIGTERM: a normal stop; SIGKILL: a crash, no shutdown code runs) and waits for it to exit. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/** Starts `backend/src/server.ts` as its own process, as `npm start` does, and waits until it answers /health. */
export async function startBackendProcess(env: Record<string, string>): Promise<BackendProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], {
    cwd: root,
    env: { ...process.env, TILES_SEARCH_WARM: '0', ...env, TILES_FRESH_DB: '0', TILES_PORT_BACKEND: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const up = async () => {
    if (child.exitCode !== null) throw new Error(`the backend exited with ${child.exitCode}`);
    return fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
  };
  await eventually(up, Boolean, 90_000);
  return {
    url,
    async stop(signal) {
      child.kill(signal);
      await exited;
    },
  };
}
