import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, slotReady, test } from '../../support/fixtures';
import { ROOT, run, startServer, stopServer } from '../../support/processes';
import { SHELL_URL, ports } from '../../support/ports';

// Ports beside the main ones, so the test's own shell and header never collide with the running store.
const SHELL_PORT = ports.shell + 90;
const HEADER_PORT = ports.shell + 91;

test('rebuilding and restarting only the header changes the composed site without rebuilding the shell', async ({ page }) => {
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

    run(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
        '--mode',
        'production',
        '--env',
        `outDir=dist-redeploy-${ports.shell}`,
        '--env',
        'release=redeploy-2',
      ],
      path.join(ROOT, 'mf-header'),
    );
    await stopServer(header);
    header = await startServer(
      ['--import', 'tsx', 'scripts/serve-static.ts', 'mf-header', '--port', String(HEADER_PORT), '--dir', `dist-redeploy-${ports.shell}`],
      `http://localhost:${HEADER_PORT}/mf-manifest.json`,
    );

    await page.reload();
    await slotReady(page, 'mf_header-Header');
    await expect(page.locator('[data-boundary="mf-header"][data-release]').first()).toHaveAttribute('data-release', 'redeploy-2');
    expect(statSync(path.join(ROOT, 'shell/dist/index.html')).mtimeMs).toBe(shellBuiltAt);
  } finally {
    await stopServer(header);
    await stopServer(shell);
  }
});
