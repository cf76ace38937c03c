import { rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, slotReady, test } from '../../support/fixtures';
import { ROOT, run, startServer, stopServer } from '../../support/processes';
import { SHELL_URL, ports } from '../../support/ports';
import { needsLocalStore } from '../../support/remoteStore';

needsLocalStore('processes');

// Ports beside the main ones, so the test's own shell and header never collide with the running store.
const SHELL_PORT = ports.shell + 90;
const HEADER_PORT = ports.shell + 91;

test("the header team's own build, served alone, changes the composed site and its server render without rebuilding the shell", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const remotes = await (await fetch(`${SHELL_URL}/remotes.json`)).json();
  remotes.remotes.mf_header = `http://localhost:${HEADER_PORT}/mf-manifest.json`;
  const remotesFile = path.join(ROOT, `test-results/redeploy-remotes-${ports.shell}.json`);
  writeFileSync(remotesFile, JSON.stringify(remotes));
  const shellBuiltAt = statSync(path.join(ROOT, 'shell/dist/index.html')).mtimeMs;

  const shell = await startServer(
    ['--import', 'tsx', 'shell/server/main.ts', '--workers', '1', '--port', String(SHELL_PORT), '--remotes-file', remotesFile],
    `http://localhost:${SHELL_PORT}/`,
  );
  let header = await startServer(
    ['--import', 'tsx', 'scripts/serve-static.ts', 'mf-header', '--port', String(HEADER_PORT)],
    `http://localhost:${HEADER_PORT}/mf-manifest.json`,
  );
  try {
    await page.goto(`http://localhost:${SHELL_PORT}/`);
    await slotReady(page, 'mf_header-Header');
    await expect(page.locator('[data-boundary="mf-header"][data-release]').first()).not.toHaveAttribute('data-release', 'redeploy-2');

    // The team's own command: it builds the browser half and the server container the shell's server runs. Into an
    // empty folder: a container an earlier run left there would answer for a build that made none.
    const outDir = `dist-redeploy-${ports.shell}`;
    rmSync(path.join(ROOT, 'mf-header', outDir), { recursive: true, force: true });
    run('npm', ['run', 'build', '-w', 'mf-header', '--', '--env', `outDir=${outDir}`, '--env', 'release=redeploy-2']);
    await stopServer(header);
    header = await startServer(
      ['--import', 'tsx', 'scripts/serve-static.ts', 'mf-header', '--port', String(HEADER_PORT), '--dir', outDir],
      `http://localhost:${HEADER_PORT}/mf-manifest.json`,
    );

    // The server's HTML (no scripts) comes from the new container once the shell re-reads its ssr.json (every 5 s).
    const serverRelease = async () =>
      /data-boundary="mf-header"[^>]*data-release="([^"]*)"/.exec(await (await fetch(`http://localhost:${SHELL_PORT}/`)).text())?.[1];
    await expect.poll(serverRelease, { timeout: 20_000 }).toBe('redeploy-2');
    await page.reload();
    await slotReady(page, 'mf_header-Header');
    await expect(page.locator('[data-boundary="mf-header"][data-release]').first()).toHaveAttribute('data-release', 'redeploy-2');
    expect(statSync(path.join(ROOT, 'shell/dist/index.html')).mtimeMs).toBe(shellBuiltAt);
  } finally {
    await stopServer(header);
    await stopServer(shell);
  }
});
