import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { needsLocalStore } from './remoteStore';

export const ROOT = path.resolve(__dirname, '../..');

/** Starts a script from the repo root and resolves once `url` answers. */
export async function startServer(args: string[], url: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  needsLocalStore('processes');
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).status < 500) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${url} did not come up`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function run(command: string, args: string[], cwd = ROOT): void {
  needsLocalStore('processes');
  const result = spawnSync(command, args, { cwd, stdio: 'pipe', encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * A shell of the test's own (one worker, on `shellPort`) whose `remote` (e.g. `mf_cart`) is served from `remotePort`,
 * where the test starts and stops it (`startRemote`); the store's other remotes and API are the running store's.
 */
export async function shellWithOwnRemote(shellUrl: string, remote: string, shellPort: number, remotePort: number) {
  needsLocalStore('processes');
  const remotes = await (await fetch(`${shellUrl}/remotes.json`)).json();
  remotes.remotes[remote] = `http://localhost:${remotePort}/mf-manifest.json`;
  const remotesFile = path.join(ROOT, `test-results/${remote}-at-${remotePort}.json`);
  writeFileSync(remotesFile, JSON.stringify(remotes));
  const shell = await startServer(
    ['--import', 'tsx', 'shell/server/main.ts', '--workers', '1', '--port', String(shellPort), '--remotes-file', remotesFile],
    `http://localhost:${shellPort}/`,
  );
  /** Serves the remote's build from `dir` (default its dist/). */
  const startRemote = (dir?: string) =>
    startServer(
      [
        '--import',
        'tsx',
        'scripts/serve-static.ts',
        remote.replace('_', '-'),
        '--port',
        String(remotePort),
        ...(dir ? ['--dir', dir] : []),
      ],
      `http://localhost:${remotePort}/mf-manifest.json`,
    );
  return { shell, origin: `http://localhost:${shellPort}`, startRemote };
}
