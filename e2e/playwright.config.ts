import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ports, REMOTE_STORE, SHELL_URL } from './support/ports';
import { MAIL_DIR } from './support/mail';
import { webhookEnv } from './support/webhook';
import { OVERRIDE_SECRET } from './support/candidateRemote';

/** Debian's Chromium (or CHROME_PATH); Playwright's own browser only as a last resort, never downloaded here. */
export const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const root = path.resolve(__dirname, '..');
/** This run's own name in result files: the shell's port, or the host of a store started elsewhere. */
const run = REMOTE_STORE ? new URL(REMOTE_STORE).host.replace(/[^\w.-]/g, '-') : String(ports.shell);
/** `--shard i/n` (or `--shard=i/n`) as `i-of-n`, for the shard's blob file. */
const shardArg = process.argv.find((a, i) => process.argv[i - 1] === '--shard' || a.startsWith('--shard='));
const shard = shardArg?.replace('--shard=', '').replace('/', '-of-');

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 8_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  globalSetup: './global-setup.ts',
  // The list as it runs, JSON for scripts, and an HTML report (traces of failures inside): npx playwright show-report <folder>.
  // A shard (--shard i/n) also writes a blob, so the shards' results make one report: npx playwright merge-reports.
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(root, `test-results/e2e${run === '3000' ? '' : `-${run}`}.json`) }],
    ['html', { outputFolder: path.join(root, `test-results/e2e-report-${run}`), open: 'never' }],
    // Its own folder: the blob reporter empties its folder first, which would drop another shard's run on this machine.
    ...(shard
      ? [['blob', { outputDir: path.join(root, `test-results/e2e-blob-${run}-${shard}`), fileName: `${run}-${shard}.zip` }] as const]
      : []),
  ],
  outputDir: path.join(root, `test-results/e2e-artifacts-${run}`),
  use: {
    baseURL: SHELL_URL,
    launchOptions: {
      executablePath: chromePath,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
    trace: 'retain-on-failure',
  },
  // A store started elsewhere (E2E_BASE_URL) is tested as it is; otherwise this run starts its own.
  webServer: REMOTE_STORE
    ? undefined
    : {
        command: 'node scripts/start.mjs',
        cwd: root,
        url: `http://localhost:${ports.shell}/remotes.json`,
        // The shell answers before the remotes and the backend are up; start.mjs says when all of them are, so the
        // first test does not meet a page the server could not render yet.
        wait: { stdout: /Storefront ready/ },
        reuseExistingServer: !process.env.CI,
        timeout: 240_000,
        // Generous server-render budgets: on a busy test machine a render past the product's 400 ms would leave the page
        // to the browser, and the tests of the server's first view would test a different page.
        env: {
          TILES_DB: path.join(root, `backend/data/e2e-${ports.shell}.sqlite`),
          TILES_FRESH_DB: '1',
          TILES_SSR_RENDER_MS: '5000',
          // Testers' signed candidate remotes (E2E_REMOTE; support/candidateRemote.ts) are checked with this secret.
          TILES_E2E_OVERRIDE_SECRET: OVERRIDE_SECRET,
          TILES_SSR_LOAD_MS: '20000',
          // Every test's shopper is the same client (loopback): runs and retries against one server create more
          // accounts than one shopper may (10 per 10 minutes).
          TILES_ACCOUNT_CREATE_LIMIT: '200/600',
          // The same for contact messages and newsletter sign-ups (10 an hour per client): the live and the no-script specs
          // send several, and a retry sends them again.
          TILES_CONTACT_LIMIT: '200/3600',
          TILES_NEWSLETTER_LIMIT: '200/3600',
          // And for guest order look-ups (10 per 10 minutes per client): the live, mailed-link and no-script specs look up
          // several orders each, in three languages, and a retry looks them up again.
          TILES_GUEST_ORDER_LIMIT: '200/600',
          // Mails as .eml files the specs read; their links open this run's shell. The whole run is one client, which
          // Magento's one-reset-request-per-10-minutes limit would refuse after its first request.
          TILES_MAIL_DIR: MAIL_DIR,
          TILES_STOREFRONT_URL: `http://localhost:${ports.shell}`,
          TILES_PASSWORD_RESET_INTERVAL_MINUTES: '0',
          TILES_PASSWORD_RESET_MAX_PER_HOUR: '0',
          // Leads go on to a signed webhook whose receiver the lead-delivery specs start (support/webhook.ts).
          ...webhookEnv,
        },
      },
});
