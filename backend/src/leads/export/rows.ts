import type { Db } from '../../store/db';

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
];

/** Whether the store has what the export reads: a store last opened by an older backend lacks the delivery table. */
export function storeIsCurrent(db: Db): boolean {
  const hasTable = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'lead_deliveries'`).get();
  const columns = db.prepare('PRAGMA table_info(leads)').all() as { name: string }[];
  return Boolean(hasTable) && columns.some((c) => c.name === 'store_view');
}

/** Leads received at or after `since` (ISO time; null: all), oldest first, read one at a time. */
export function exportRows(db: Db, since: string | null): IterableIterator<ExportRow> {
  return db
    .prepare(
      `SELECT l.idempotency_key AS key, l.kind, l.created_at AS receivedAt, l.name, l.phone, l.pincode,
        COALESCE(l.store_view, 'default') AS storeView, l.source, l.product_name AS productName, l.sku, l.showroom_id AS showroomId,
        COALESCE(d.state, 'none') AS deliveryState, COALESCE(d.attempts, 0) AS attempts, d.delivered_at AS deliveredAt,
        d.last_status AS lastStatus, d.last_error AS lastError
       FROM leads l LEFT JOIN lead_deliveries d ON d.lead_key = l.idempotency_key
       WHERE ? IS NULL OR l.created_at >= ? ORDER BY l.created_at, l.id`,
    )
    .iterate(since, since) as IterableIterator<ExportRow>;
}
