// The cross-remote flows of a team's loop (scripts/team-test.mjs): the remote built with its own command, served on a
// free port, and the e2e flows that touch it (e2e/README.md "A team's loop") run with that build in place of its pinned
// release (E2E_REMOTE, the testers' signed override) against the composition: E2E_BASE_URL if set (staging), else a
// local one started from the other remotes' releases. The other remotes are never built from source.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ports, REMOTES } from './ports.mjs';
import { listReleases } from './releases.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** The Playwright filter for the specs that touch a remote: its team's folder (`cart/`) or its tag (`@mf-cart`). */
export function specsTouching(workspace) {
  return `(^| )${workspace.replace(/^mf-/, '')}/|@${workspace}\\b`;
}

/**
 * The release each remote runs in the local composition: the one the team's remotes file pins (REMOTES_FILE, else
 * remotes.local.json), else the newest on this machine. `missing`: the other remotes without any.
 */
export function compositionReleases(workspace, { remotesFile, releasesOf = (ws) => listReleases(path.join(root, 'releases', ws)) }) {
  const pins = existsSync(remotesFile) ? (JSON.parse(readFileSync(remotesFile, 'utf8')).pins ?? {}) : {};
  const chosen = {};
  const missing = [];
  for (const [name, ws] of Object.entries(REMOTES)) {
    const id = pins[name]?.release ?? releasesOf(ws)[0];
    if (id) chosen[name] = id;
    else if (ws !== workspace) missing.push(ws);
  }
  return { chosen, missing };
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function answers(url, tries = 1) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      /* not up yet */
    }
    if (i + 1 < tries) await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** The Playwright JSON report this run writes (playwright.config.ts names it by the shell's port or the store's host). */
function reportOf(baseUrl) {
  const run = baseUrl ? new URL(baseUrl).host.replace(/[^\w.-]/g, '-') : String(ports.shell);
  return path.join(root, `test-results/e2e${run === '3000' ? '' : `-${run}`}.json`);
}

/**
 * Runs the flows; `timed(name, fn)` records a step. Answers { ok, passed, failed, skipped } or { ok: false, reason }.
 */
export async function crossRemoteFlows(workspace, timed) {
  const remote = Object.keys(REMOTES).find((name) => REMOTES[name] === workspace);
  const baseUrl = process.env.E2E_BASE_URL;
  const env = { ...process.env };
  if (!baseUrl) {
    const teamFile = process.env.REMOTES_FILE ?? path.join(root, 'remotes.local.json');
    const { chosen, missing } = compositionReleases(workspace, { remotesFile: teamFile });
    if (missing.length)
      return {
        ok: false,
        reason:
          `no release of ${missing.join(', ')} on this machine and no E2E_BASE_URL: the flows need the other remotes' ` +
          `releases, never their sources. Make them once with\n  npm run release ${missing.map((ws) => `-w ${ws}`).join(' ')}\n` +
          `or run against a composition elsewhere (E2E_BASE_URL=https://staging.example), or skip the flows (-- --quick).`,
      };
    if (await answers(`http://localhost:${ports.shell}/remotes.json`))
      return {
        ok: false,
        reason: `a store already answers on port ${ports.shell}: the flows start their own composition. Stop it, or give this run other ports (TILES_PORT_SHELL, TILES_PORT_MF_*, TILES_PORT_BACKEND).`,
      };
    // The composition's own remotes file (a copy of the team's pins, the rest pinned to their newest releases).
    const dir = path.join(root, 'test-results', `team-${workspace}`);
    mkdirSync(dir, { recursive: true });
    env.REMOTES_FILE = path.join(dir, 'remotes.json');
    rmSync(env.REMOTES_FILE, { force: true });
    const pinning = Object.entries(chosen).map(([name, id]) => {
      console.log(`${REMOTES[name]}: release ${id}`);
      return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/pin.ts', name, id, '--file', env.REMOTES_FILE], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      }).status;
    });
    if (pinning.some((s) => s !== 0)) return { ok: false, reason: 'could not write the composition remotes file' };
    if (!chosen[remote]) console.log(`${workspace}: no release yet, the composition serves its fresh dist/`);
  }

  const built = timed(`build ${workspace} (its own npm run build)`, () =>
    spawnSync('npm', ['run', 'build', '--silent'], { cwd: path.join(root, workspace), stdio: 'inherit' }),
  );
  if (built.status !== 0) return { ok: false, reason: `${workspace}'s build failed` };

  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-static.ts', workspace, '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const manifest = `http://localhost:${port}/mf-manifest.json`;
    if (!(await answers(manifest, 300))) return { ok: false, reason: `the fresh build did not answer at ${manifest}` };
    env.E2E_REMOTE = `${remote}=${manifest}`;
    console.log(`E2E_REMOTE=${env.E2E_REMOTE} against ${baseUrl ?? `a local composition (${env.REMOTES_FILE})`}`);
    const report = reportOf(baseUrl);
    rmSync(report, { force: true });
    timed('cross-remote flows (e2e)', () =>
      spawnSync(bin('playwright'), ['test', '--grep', specsTouching(workspace)], {
        cwd: path.join(root, 'e2e'),
        env,
        stdio: 'inherit',
      }),
    );
    const stats = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).stats : null;
    if (!stats) return { ok: false, reason: 'the e2e run wrote no report' };
    const failed = stats.unexpected;
    return { ok: failed === 0, passed: stats.expected + stats.flaky, failed, skipped: stats.skipped };
  } finally {
    server.kill('SIGTERM');
  }
}
