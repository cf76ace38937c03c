import path from 'node:path';
import { expect, slotReady, test } from '../../support/fixtures';
import { LeadsPage } from '../../pages/leads';
import { ROOT, run, shellWithOwnRemote, stopServer } from '../../support/processes';
import { SHELL_URL, ports } from '../../support/ports';
import { needsLocalStore } from '../../support/remoteStore';

needsLocalStore('processes');

// The compatibility rule for teams that deploy alone: a remote built with the previous minor version of
// @module-federation/enhanced (2.8, a dev dependency under another name) loads and works beside the shell built
// with the current one (2.9), so a federation upgrade does not make every team redeploy together.
test('a remote built with the previous federation minor works beside the current shell', async ({ page }) => {
  test.setTimeout(180_000);
  const outDir = `dist-previous-${ports.shell}`;
  run(process.execPath, [
    path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
    '--mode',
    'production',
    '--env',
    `outDir=${outDir}`,
    '--env',
    'federation=previous',
    '-c',
    path.join(ROOT, 'mf-leads/webpack.config.cjs'),
  ]);
  const remotePort = ports.shell + 96;
  const own = await shellWithOwnRemote(SHELL_URL, 'mf_leads', ports.shell + 97, remotePort);
  const leadsServer = await own.startRemote(outDir);
  try {
    const manifest = await (await fetch(`http://localhost:${remotePort}/mf-manifest.json`)).json();
    expect(manifest.metaData.pluginVersion).toMatch(/^2\.8\./);
    const leads = new LeadsPage(page);
    await page.goto(`${own.origin}/`);
    await slotReady(page, 'mf_leads-CallbackButton');
    // The leads team's live code, from the older container, on the page's shared React: its dialog opens and works.
    const dialog = await leads.openCallback();
    await dialog.getByRole('button', { name: 'Request a callback' }).click();
    await expect(dialog.getByText('Please enter your name')).toBeVisible();
  } finally {
    await stopServer(leadsServer);
    await stopServer(own.shell);
  }
});
