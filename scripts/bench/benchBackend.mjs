// The backend as the benches run it (load-and-fault, wishlist-attack): its own port and store, started the way
// `npm start` starts it (scripts/backendProcess.mjs), and the latency percentile they report.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKEND_NODE_FLAGS, backendEnv } from '../backendProcess.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Starts `backend/src/server.ts` with `env` (its port in TILES_PORT_BACKEND); its stderr shows in the bench's. */
export function startBenchBackend(env) {
  return spawn(process.execPath, [...BACKEND_NODE_FLAGS, '--import', 'tsx', 'backend/src/server.ts'], {
    cwd: root,
    env: backendEnv(env),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once `${base}/health` answers 200; throws after `timeoutMs`. */
export async function healthy(base, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the backend did not answer ${base}/health`);
}

/** The p-th percentile (nearest rank) of `values`; 0 for none. */
export const percentile = (values, p) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
