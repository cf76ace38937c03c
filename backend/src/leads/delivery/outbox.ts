import type { Db } from '../../store/db';
import type { LeadKind } from '../../../../shared/src/contracts/leads';

/** none: no webhook was configured when the lead arrived, so it was never queued. */
export type DeliveryState = 'pending' | 'delivered' | 'parked' | 'none';

/** What the CRM receives: the lead as stored. */
export interface WebhookLead {
  key: string;
  kind: LeadKind;
  name: string;
  phone: string;
  pincode: string;
  storeView: string;
  receivedAt: string;
  source: string | null;
  productName: string | null;
  sku: string | null;
  showroomId: string | null;
  /** A project quote's own part (kind `quote` only; other kinds carry no such key). */
  quote?: WebhookQuote;
}

export interface WebhookQuote {
  email: string;
  city: string;
  company: string | null;
  gstin: string | null;
  lines: { sku: string; name: string; quantity: number; unit: 'sqft' | 'boxes' }[];
}

type QuoteRow = Omit<WebhookQuote, 'lines'> & { lines: string };

/** A quote's lines and site, when the lead is one. */
function quoteOf(db: Db, key: string): WebhookQuote | undefined {
  const row = db.prepare('SELECT email, city, company, gstin, lines FROM lead_quotes WHERE lead_key = ?').get(key) as QuoteRow | undefined;
  return row && { ...row, lines: JSON.parse(row.lines) as WebhookQuote['lines'] };
}

export interface ClaimedDelivery {
  lead: WebhookLead;
  /** This attempt's number, 1 for the first. */
  attempt: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Queues a lead for delivery; called inside the transaction that stores the lead. */
export function queueDelivery(db: Db, key: string, now: number): void {
  db.prepare('INSERT INTO lead_deliveries (lead_key, next_attempt_at, updated_at) VALUES (?, ?, ?)').run(key, now, iso(now));
}

/**
 * Takes the delivery due longest, counting the attempt and leasing the row until `now + leaseMs`: one statement, so two
 * processes on the same store never take the same row, and a process that dies mid-attempt leaves it due again later.
 */
export function claimDue(db: Db, now: number, leaseMs: number): ClaimedDelivery | null {
  const claimed = db
    .prepare(
      `UPDATE lead_deliveries SET attempts = attempts + 1, next_attempt_at = ?, updated_at = ?
       WHERE lead_key = (SELECT lead_key FROM lead_deliveries WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT 1)
       RETURNING lead_key AS key, attempts`,
    )
    .get(now + leaseMs, iso(now), now) as { key: string; attempts: number } | undefined;
  if (!claimed) return null;
  const lead = db
    .prepare(
      `SELECT idempotency_key AS key, kind, name, phone, pincode, COALESCE(store_view, 'default') AS storeView, created_at AS receivedAt,
        source, product_name AS productName, sku, showroom_id AS showroomId FROM leads WHERE idempotency_key = ?`,
    )
    .get(claimed.key) as WebhookLead;
  const quote = lead.kind === 'quote' ? quoteOf(db, claimed.key) : undefined;
  return { lead: quote ? { ...lead, quote } : lead, attempt: claimed.attempts };
}

export function markDelivered(db: Db, key: string, status: number, now: number): void {
  db.prepare(
    `UPDATE lead_deliveries SET state = 'delivered', last_status = ?, last_error = NULL, delivered_at = ?, updated_at = ? WHERE lead_key = ?`,
  ).run(status, iso(now), iso(now), key);
}

export function markForRetry(db: Db, key: string, status: number | null, error: string, retryAt: number, now: number): void {
  db.prepare(
    `UPDATE lead_deliveries SET last_status = ?, last_error = ?, next_attempt_at = ?, updated_at = ? WHERE lead_key = ? AND state = 'pending'`,
  ).run(status, error, retryAt, iso(now), key);
}

/** A receiver that refuses the lead for good (a 4xx other than 408/429): retrying would not help; the export shows why. */
export function markParked(db: Db, key: string, status: number, reason: string, now: number): void {
  db.prepare(
    `UPDATE lead_deliveries SET state = 'parked', last_status = ?, last_error = ?, updated_at = ? WHERE lead_key = ? AND state = 'pending'`,
  ).run(status, reason, iso(now), key);
}

/**
 * The receiver answers again: every waiting lead is due now rather than at the end of its backoff (up to an hour).
 * A row leased by another process on the same store is included: at worst that lead is sent twice (at least once).
 */
export function retryPendingNow(db: Db, now: number): void {
  db.prepare(`UPDATE lead_deliveries SET next_attempt_at = ? WHERE state = 'pending' AND next_attempt_at > ?`).run(now, now);
}

/** When the next pending delivery falls due (epoch ms), or null when none is pending. */
export function nextDueAt(db: Db): number | null {
  const row = db.prepare(`SELECT MIN(next_attempt_at) AS at FROM lead_deliveries WHERE state = 'pending'`).get() as { at: number | null };
  return row.at;
}

/** A lead's delivery as a shopper holding its key may see it: no receiver answers, which are the CRM's business. */
export interface DeliveryStatus {
  state: DeliveryState;
  attempts: number;
  deliveredAt: string | null;
}

export function deliveryStatus(db: Db, key: string): DeliveryStatus {
  const row = db.prepare('SELECT state, attempts, delivered_at FROM lead_deliveries WHERE lead_key = ?').get(key) as
    { state: DeliveryState; attempts: number; delivered_at: string | null } | undefined;
  return row
    ? { state: row.state, attempts: row.attempts, deliveredAt: row.delivered_at }
    : { state: 'none', attempts: 0, deliveredAt: null };
}
