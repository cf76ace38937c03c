import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, slotReady, test } from '../../support/fixtures';
import { ROOT, startServer, stopServer } from '../../support/processes';
import { SHELL_URL, ports } from '../../support/ports';
import { needsLocalStore } from '../../support/remoteStore';
import { spawnSync } from 'node:child_process';

// A shell of the test's own (two workers) running from a remotes file, and the header team's static host serving its
// releases, on ports beside the store's.
const SHELL_PORT = ports.shell + 80;
const HEADER_PORT = ports.shell + 81;
const SHELL = `http://localhost:${SHELL_PORT}`;
const RELEASES = path.join(ROOT, 'releases/mf-header');

/** `npm run …` from the repository; answers the last line it printed (a release's id). */
function npm(...args: string[]): string {
  const result = spawnSync('npm', args, { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout.trim().split('\n').at(-1)!;
}

/** The header's release in the server's HTML of the home page, on a new connection each time (so any worker answers). */
const serverRelease = () =>
  new Promise<string | null>((resolve, reject) =>
    get(`${SHELL}/`, { agent: false }, (res) => {
      let html = '';
      res.setEncoding('utf8').on('data', (c: string) => (html += c));
      res.on('end', () => resolve(/data-boundary="mf-header"[^>]*data-release="([^"]*)"/.exec(html)?.[1] ?? null));
    }).on('error', reject),
  );
/** Every worker serves `release` (six answers in a row, over new connections). */
const allWorkersServe = async (release: string | null) => {
  for (let i = 0; i < 6; i++) if ((await serverRelease()) !== release) return false;
  return true;
};

const headerRelease = (page: Page) => page.locator('[data-boundary="mf-header"][data-release]').first().getAttribute('data-release');

test('a remote released twice is pinned, moved and rolled back on every worker without a restart; a tampered container is refused', async ({
  page,
}) => {
  needsLocalStore('processes');
  test.setTimeout(420_000);
  // The team's own command, twice, with two labels the pages show (a release's id comes from its bytes; the same code
  // released again is the same release: scripts/__tests__/releases.test.ts).
  const a = npm('run', 'release', '-w', 'mf-header', '--', '--env', `release=rel-a-${ports.shell}`);
  const b = npm('run', 'release', '-w', 'mf-header', '--', '--env', `release=rel-b-${ports.shell}`);
  expect(a).toMatch(/^1\.0\.0-[0-9a-f]{12}$/);
  expect(b).not.toBe(a);

  const remotes = await (await fetch(`${SHELL_URL}/remotes.json`)).json();
  remotes.remotes.mf_header = `http://localhost:${HEADER_PORT}/mf-manifest.json`;
  const remotesFile = path.join(ROOT, `test-results/releases-remotes-${ports.shell}.json`);
  writeFileSync(remotesFile, JSON.stringify(remotes));
  const pin = (id: string) => npm('run', 'pin', '--', 'mf-header', id, '--file', remotesFile);
  pin(a);
  expect(JSON.parse(readFileSync(remotesFile, 'utf8')).remotes.mf_header).toBe(
    `http://localhost:${HEADER_PORT}/releases/${a}/mf-manifest.json`,
  );

  const header = await startServer(
    ['--import', 'tsx', 'scripts/serve-static.ts', 'mf-header', '--port', String(HEADER_PORT)],
    `http://localhost:${HEADER_PORT}/mf-manifest.json`,
  );
  const shell = await startServer(
    ['--import', 'tsx', 'shell/server/main.ts', '--workers', '2', '--port', String(SHELL_PORT), '--remotes-file', remotesFile],
    `${SHELL}/`,
  );
  const tampered = path.join(RELEASES, '0.0.0-0000000000aa');
  try {
    await expect.poll(() => allWorkersServe(`rel-a-${ports.shell}`), { timeout: 30_000 }).toBe(true);
    await page.goto(SHELL);
    await slotReady(page, 'mf_header-Header');
    expect(await headerRelease(page)).toBe(`rel-a-${ports.shell}`);

    // A page still loading its header's code while the pin moves hydrates with the releases it was rendered with.
    const headerUrls: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`http://localhost:${HEADER_PORT}/**`, async (route) => {
      headerUrls.push(route.request().url());
      await held;
      await route.continue();
    });
    const warnings: string[] = [];
    page.on('console', (m) => /hydrat|did not match|Minified React error/i.test(m.text()) && warnings.push(m.text()));
    await page.goto(SHELL, { waitUntil: 'domcontentloaded' });

    // The pin moves: new pages on every worker come from the new release, no restart (the file is re-read each second).
    const moved = Date.now();
    pin(b);
    await expect.poll(() => allWorkersServe(`rel-b-${ports.shell}`), { timeout: 15_000 }).toBe(true);
    console.log(`pin moved to every worker's pages in ${Date.now() - moved} ms`);

    release();
    await slotReady(page, 'mf_header-Header');
    expect(await headerRelease(page)).toBe(`rel-a-${ports.shell}`);
    expect(headerUrls.length).toBeGreaterThan(0);
    expect(headerUrls.filter((u) => !u.includes(`/releases/${a}/`))).toEqual([]);
    expect(warnings).toEqual([]);
    await page.unrouteAll();

    // Rolled back: the previous id, pinned again.
    pin(a);
    await expect.poll(() => allWorkersServe(`rel-a-${ports.shell}`), { timeout: 15_000 }).toBe(true);

    // A host that serves other server code under a release (its ssr.json changed to match): the pinned hash refuses it,
    // the header is rendered in the browser instead, from the same host's browser code.
    cpSync(path.join(RELEASES, a), tampered, { recursive: true });
    const record = JSON.parse(readFileSync(path.join(tampered, 'release.json'), 'utf8'));
    writeFileSync(path.join(tampered, 'release.json'), JSON.stringify({ ...record, id: path.basename(tampered) }));
    const container = path.join(tampered, record.server.file);
    const code = `${readFileSync(container, 'utf8')}\n;globalThis.tampered = true;`;
    writeFileSync(container, code);
    const integrity = `sha384-${createHash('sha384').update(code).digest('base64')}`;
    writeFileSync(path.join(tampered, 'server/ssr.json'), JSON.stringify({ file: path.basename(record.server.file), integrity }));
    pin(path.basename(tampered));
    await expect.poll(() => allWorkersServe(null), { timeout: 15_000 }).toBe(true);
    await page.goto(SHELL);
    await slotReady(page, 'mf_header-Header');
    expect(await headerRelease(page)).toBe(`rel-a-${ports.shell}`);
  } finally {
    rmSync(tampered, { recursive: true, force: true });
    await stopServer(shell);
    await stopServer(header);
  }
});
