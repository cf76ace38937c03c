import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Locator, type Page } from '@playwright/test';
import { BACKEND_URL, ports, REMOTE_STORE } from '../support/ports';

export const REST_URL = `${BACKEND_URL}/rest`;
/** What the page itself calls: the shell's origin proxies /rest to the backend, so routes match any origin. */
export const PAGE_REST = '**/rest';
const T0 = new Date('2025-03-10T09:00:00+05:30');

/** Page object for the leads team: popups on the engine's clock, the callback dialog, the store locator. */
export class LeadsPage {
  constructor(readonly page: Page) {}

  /** Fake timers from the first script on, so the popup engine runs on Playwright's clock. */
  async installClock() {
    await this.page.clock.install({ time: T0 });
  }

  async goto(path: string, referer?: string) {
    await this.page.goto(path, referer ? { referer } : undefined);
    await this.engineRunning();
  }

  /** Reloads and waits for the popup engine (it loads after the page settles) before the clock is moved. */
  async reload() {
    await this.page.reload();
    await this.engineRunning();
  }

  private async engineRunning() {
    await expect(this.page.locator('[data-slot="mf_leads-PopupHost"]')).toHaveAttribute('data-slot-state', 'ready');
    await expect.poll(() => this.dayStart()).not.toBeNull();
  }

  /** The day's popup clock start, as the engine stored it. */
  dayStart(): Promise<number | null> {
    return this.page.evaluate(() => {
      try {
        return (JSON.parse(localStorage.getItem('tiles:popup-day') ?? 'null') as { start: number } | null)?.start ?? null;
      } catch {
        return null;
      }
    });
  }

  /** Pauses the clock, then runs it to `ms` after the day's start (firing every timer on the way). */
  async runToSinceStart(ms: number) {
    const start = (await this.dayStart())!;
    const now = await this.page.evaluate(() => Date.now());
    if (start + ms > now) await this.page.clock.runFor(start + ms - now);
  }

  dialog(name?: string | RegExp): Locator {
    return this.page.getByRole('dialog', name ? { name } : undefined);
  }

  anyDialog(): Locator {
    return this.page.locator('[data-leads-dialog]');
  }

  notice(): Locator {
    return this.page.getByTestId('lead-notice');
  }

  async fillLead(scope: Locator, values: { name: string; number: string; pincode: string }) {
    await scope.getByLabel('Name', { exact: true }).fill(values.name);
    await scope.getByLabel('Number', { exact: true }).fill(values.number);
    await scope.getByLabel('Pincode', { exact: true }).fill(values.pincode);
  }

  callbackButton(): Locator {
    // A tel: link whose click, once live, opens the callback dialog instead.
    return this.page
      .locator('[data-slot="mf_leads-CallbackButton"]')
      .getByRole('link', { name: /^Request a callback/ })
      .first();
  }

  async openCallback(): Promise<Locator> {
    await this.callbackButton().click();
    const dialog = this.dialog('Request a callback');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** The key of the one lead waiting in the outbox. */
  async outboxKeys(): Promise<string[]> {
    return this.page.evaluate(() => (JSON.parse(localStorage.getItem('tiles:lead-outbox') ?? '[]') as { key: string }[]).map((e) => e.key));
  }
}

/** Delivery status of a lead on the real backend. */
export async function leadStatus(page: Page, key: string) {
  const res = await page.request.get(`${REST_URL}/leads/${encodeURIComponent(key)}`);
  return res.ok() ? ((await res.json()) as { kind: string; deliveries: number }) : null;
}

/** Rows the backend holds for a phone number, read from its SQLite file (the e2e run's own fresh store). */
// Null against a store elsewhere (E2E_BASE_URL): its file is not here, and the test checks what a shopper sees only.
export function storedCopies(phone: string): number | null {
  if (REMOTE_STORE) return null;
  const file = process.env.TILES_DB ?? path.resolve(__dirname, `../../backend/data/e2e-${ports.shell}.sqlite`);
  if (!existsSync(file)) return null;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM leads WHERE phone = ?').get(phone) as { n: number }).n;
  } finally {
    db.close();
  }
}

/** A fresh valid mobile number per test, so the row count belongs to this test alone. */
export function uniquePhone(): string {
  return `9${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
}
