import { test } from '@playwright/test';
import { REMOTE_STORE } from './ports';

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
