import { test } from '@playwright/test';
import { CANDIDATE, REMOTE_STORE } from './ports';

/** What a test needs of this machine, which a store started elsewhere (E2E_BASE_URL) does not give it. */
const NEEDS = {
  processes: 'starts, stops or rebuilds servers of its own on this machine',
  files: "reads the store's files on this machine (its SQLite store, the mail folder, the webhook receiver it calls)",
  metrics: "reads /metrics, which answers this machine or a token's bearer only (set E2E_METRICS_TOKEN)",
} as const;

/**
 * Declares what the test (or the file, or the describe block, where it is called) needs of this machine: against a
 * store started elsewhere it is skipped, with the reason in the report.
 */
export function needsLocalStore(need: keyof typeof NEEDS): void {
  test.skip(REMOTE_STORE !== null && !(need === 'metrics' && process.env.E2E_METRICS_TOKEN), `against ${REMOTE_STORE}: it ${NEEDS[need]}`);
}

/**
 * Declares that the test reads `remote`'s part in the server's HTML (or times its server render): with a candidate of
 * that remote in the browser (E2E_REMOTE), which the shell never renders on the server, it is skipped with the reason.
 */
export function needsServerRenderOf(remote: 'mf-header' | 'mf-cart' | 'mf-leads' | 'mf-search' | 'mf-catalog'): void {
  test.skip(
    CANDIDATE?.folder === remote,
    `E2E_REMOTE: the candidate ${remote} is drawn by the browser only (the server never runs code a request names)`,
  );
}
