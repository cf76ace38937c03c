import type { Db } from '../store/db';
import type { LeadKind, LeadPayload, LeadStatusReply } from '../../../shared/src/contracts/leads';
import { deliveryStatus, queueDelivery } from './delivery/outbox';

interface LeadRow {
  idempotency_key: string;
  payload_hash: string | null;
  kind: LeadKind;
  reply_msg: string;
  deliveries: number;
  created_at: string;
}

export interface StoredLead {
  key: string;
  kind: LeadKind;
  msg: string;
  /** True when this request repeated an earlier one (same key): nothing new was stored. */
  replayed: boolean;
}

/** A key already used for another payload: replaying would hand one person's reply (name, phone) to another. */
export const KEY_CONFLICT = 'conflict';

/**
 * Looks up a lead by key and counts this request as one more delivery of it — only when the request carries the same
 * payload (its hash). Rows stored before hashes were kept (payload_hash null) replay as before.
 */
export function replayLead(db: Db, key: string, payloadHash: string): StoredLead | typeof KEY_CONFLICT | null {
  const row = db
    .prepare('SELECT idempotency_key, payload_hash, kind, reply_msg, deliveries, created_at FROM leads WHERE idempotency_key = ?')
    .get(key) as LeadRow | undefined;
  if (!row) return null;
  if (row.payload_hash !== null && row.payload_hash !== payloadHash) return KEY_CONFLICT;
  db.prepare('UPDATE leads SET deliveries = deliveries + 1 WHERE idempotency_key = ?').run(key);
  return { key, kind: row.kind, msg: row.reply_msg, replayed: true };
}

/** Where the lead came from and whether it goes on to the CRM: stored beside it, outside the idempotency hash. */
export interface LeadContext {
  /** The Store header's store view: default, hi or ta. */
  storeView: string;
  /** Queue the lead for webhook delivery (in the same transaction: a stored lead is never missing from the outbox). */
  queueDelivery: boolean;
  /** The rest of a lead kept in its own table (a quote's lines), written in the lead's transaction when it is new. */
  storeDetails?: (db: Db) => void;
}

/**
 * Stores a lead once per key. INSERT … ON CONFLICT DO NOTHING makes two racing requests with the
 * same key end with one row; the loser reads the winner's reply.
 */
export function storeLead(
  db: Db,
  key: string,
  payloadHash: string,
  kind: LeadKind,
  lead: Pick<LeadPayload, 'name' | 'phone' | 'pincode' | 'source' | 'productName' | 'sku' | 'showroomId'>,
  msg: string,
  context: LeadContext,
): StoredLead | typeof KEY_CONFLICT {
  const now = Date.now();
  const inserted = db.transaction(() => {
    const result = db
      .prepare(
        `INSERT INTO leads (idempotency_key, payload_hash, kind, name, phone, pincode, source, product_name, sku, showroom_id, store_view, reply_msg, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .run(
        key,
        payloadHash,
        kind,
        lead.name.trim(),
        lead.phone.trim(),
        (lead.pincode ?? '').trim(),
        lead.source ?? null,
        lead.productName ?? null,
        lead.sku ?? null,
        lead.showroomId ?? null,
        context.storeView,
        msg,
        new Date(now).toISOString(),
      );
    if (result.changes > 0) context.storeDetails?.(db);
    if (result.changes > 0 && context.queueDelivery) queueDelivery(db, key, now);
    return result.changes > 0;
  })();
  if (!inserted) return replayLead(db, key, payloadHash)!;
  return { key, kind, msg, replayed: false };
}

export function leadStatus(db: Db, key: string): LeadStatusReply | null {
  const row = db
    .prepare('SELECT idempotency_key, kind, reply_msg, deliveries, created_at FROM leads WHERE idempotency_key = ?')
    .get(key) as LeadRow | undefined;
  if (!row) return null;
  return {
    key: row.idempotency_key,
    kind: row.kind,
    receivedAt: row.created_at,
    deliveries: row.deliveries,
    webhook: deliveryStatus(db, key),
  };
}
