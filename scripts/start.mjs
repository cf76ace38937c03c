// `npm start`: builds what is stale, then runs the backend, the five remotes and the shell.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ports, REMOTES } from './ports.mjs';
import { FRONTENDS } from './workspaces.mjs';
import { CONFIG_EXIT_CODE, supervise } from './supervise.mjs';
import { BACKEND_NODE_FLAGS, backendEnv, storeUrlsEnv } from './backendProcess.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
// A remotes file pins remotes to releases (`npm run pin` creates remotes.local.json): the shell runs from it, as in
// production, and picks up each new pin without a restart. Without one, every remote is served from its dist/.
const remotesFile = process.env.REMOTES_FILE ?? path.join(root, 'remotes.local.json');
// A pinned remote runs its release, so its sources are not built (a team's loop runs others' releases only).
const pinned = existsSync(remotesFile) ? Object.keys(JSON.parse(readFileSync(remotesFile, 'utf8')).pins ?? {}) : [];
const build = spawnSync(
  process.execPath,
  [path.join(root, 'scripts/build-all.mjs'), '--if-stale', '--skip', pinned.map((name) => REMOTES[name]).join(',')],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
function run(name, args, env = {}, { onLine } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', onLine ? 'pipe' : 'inherit', 'inherit'],
  });
  if (onLine) {
    // Passed through as it comes; each whole line is also shown to onLine.
    let partial = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      lines.forEach(onLine);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[${name}] exited with ${code ?? signal}`);
  });
  children.push(child);
}

let stopping = false;
let backend;
function stop(exitCode = 0) {
  stopping = true;
  backend?.stop();
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(exitCode), 300);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

// The shell passes API calls through to the backend, so the browser talks to one origin for the page, its
// data and its images (see shell/server/apiProxy.ts); image URLs are therefore minted on the shell's origin.
const backendOrigin = `http://localhost:${ports.backend}`;
// Supervised: restarted after a crash (with a backoff when it keeps failing), but not after a configuration error,
// which stops the whole start with the backend's one-line reason.
backend = supervise({
  name: 'backend',
  args: [...BACKEND_NODE_FLAGS, '--import', 'tsx', 'backend/src/server.ts'],
  cwd: root,
  env: backendEnv({
    ...process.env,
    // Media URLs and mailed links (reset links) open this shell, on whatever port it was given.
    ...storeUrlsEnv(process.env, ports.shell),
    // The shell started below reaches the backend over loopback: its X-Forwarded-For names each shopper.
    TILES_TRUSTED_PROXIES: [process.env.TILES_TRUSTED_PROXIES, '127.0.0.1', '::1'].filter(Boolean).join(','),
  }),
  onConfigError: () => stop(CONFIG_EXIT_CODE),
});
for (const ws of FRONTENDS.filter((w) => w !== 'shell')) run(ws, ['--import', 'tsx', 'scripts/serve-static.ts', ws]);
// The shell's own server (shell/server, TypeScript run by tsx); TILES_WORKERS sets its worker count (default: cores).
// It says "[shell] ready" once every worker has loaded the remotes' server bundles and rendered a page with them
// (shell/server/main.ts): the first shopper (or test) does not get a page the server gave up rendering.
const shellArgs = existsSync(remotesFile) ? ['--remotes-file', remotesFile] : [];
const shellReady = new Promise((resolve) => {
  run(
    'shell',
    ['--import', 'tsx', 'shell/server/main.ts', '--api-origin', backendOrigin, ...shellArgs],
    {},
    {
      onLine: (line) => {
        if (line.includes('[shell] ready')) resolve();
      },
    },
  );
});

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}
await Promise.all([
  waitFor(`http://localhost:${ports.backend}/health`),
  waitFor(`http://localhost:${ports.shell}/remotes.json`),
  ...FRONTENDS.filter((ws) => ws !== 'shell').map((ws) => waitFor(`http://localhost:${ports[ws]}/mf-manifest.json`)),
]);
await shellReady;
console.log(`\nStorefront ready: http://localhost:${ports.shell}\n`);
