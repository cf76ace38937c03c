import type { Db } from '../../store/db';
import type { WebhookQuote } from '../delivery/outbox';

type QuoteLineOut = WebhookQuote['lines'][number];

/** One lead as the sales team reads it: what the shopper sent, and where its delivery to the CRM stands. */
export interface ExportRow {
  key: string;
  kind: string;
  receivedAt: string;
  name: string;
  phone: string;
  pincode: string;
  storeView: string;
  source: string | null;
  productName: string | null;
  sku: string | null;
  showroomId: string | null;
  /** A project quote's e-mail, site city, company, GSTIN and lines (null for other kinds). */
  email: string | null;
  city: string | null;
  company: string | null;
  gstin: string | null;
  /** The quote's lines: an array in JSONL, `SKU quantity unit; …` in CSV. */
  lines: QuoteLineOut[] | null;
  /** pending, delivered, parked, or none (no webhook was configured when it arrived). */
  deliveryState: string;
  attempts: number;
  deliveredAt: string | null;
  lastStatus: number | null;
  /** Why the last attempt failed; for a parked lead, the receiver's refusal. */
  lastError: string | null;
}

/** The export's columns, in order (also the CSV header). */
export const EXPORT_COLUMNS: (keyof ExportRow)[] = [
  'key',
  'kind',
  'receivedAt',
  'name',
  'phone',
  'pincode',
  'storeView',
  'source',
  'productName',
  'sku',
  'showroomId',
  'deliveryState',
  'attempts',
  'deliveredAt',
  'lastStatus',
  'lastError',
  // A quote's columns come last: spreadsheets and scripts reading the columns above by position keep working.
  'email',
  'city',
  'company',
  'gstin',
  'lines',
];

/** Whether the store has what the export reads: a store last opened by an older backend lacks the delivery or quote table. */
export function storeIsCurrent(db: Db): boolean {
  const tables = db
    .prepare(`SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name IN ('lead_deliveries', 'lead_quotes')`)
    .pluck()
    .get();
  const columns = db.prepare('PRAGMA table_info(leads)').all() as { name: string }[];
  return tables === 2 && columns.some((c) => c.name === 'store_view');
}

/** Leads received at or after `since` (ISO time; null: all), oldest first, read one at a time. */
export function exportRows(db: Db, since: string | null): IterableIterator<ExportRow> {
  const rows = db
    .prepare(
      `SELECT l.idempotency_key AS key, l.kind, l.created_at AS receivedAt, l.name, l.phone, l.pincode,
        COALESCE(l.store_view, 'default') AS storeView, l.source, l.product_name AS productName, l.sku, l.showroom_id AS showroomId,
        COALESCE(d.state, 'none') AS deliveryState, COALESCE(d.attempts, 0) AS attempts, d.delivered_at AS deliveredAt,
        d.last_status AS lastStatus, d.last_error AS lastError,
        q.email, q.city, q.company, q.gstin, q.lines
       FROM leads l LEFT JOIN lead_deliveries d ON d.lead_key = l.idempotency_key LEFT JOIN lead_quotes q ON q.lead_key = l.idempotency_key
       WHERE ? IS NULL OR l.created_at >= ? ORDER BY l.created_at, l.id`,
    )
    .iterate(since, since) as IterableIterator<Omit<ExportRow, 'lines'> & { lines: string | null }>;
  return withLines(rows);
}

function* withLines(rows: Iterable<Omit<ExportRow, 'lines'> & { lines: string | null }>): IterableIterator<ExportRow> {
  for (const row of rows) yield { ...row, lines: row.lines === null ? null : (JSON.parse(row.lines) as QuoteLineOut[]) };
}
