import { LEAD_KEY_PATTERN, LOCAL_KEYS, readJson, writeJson } from '@tiles/shared';
import { sendLead, type OutboxEntry, type SendResult } from './sendLead';

const isText = (v: unknown) => typeof v === 'string';
const OPTIONAL_FIELDS = ['source', 'productName', 'sku', 'showroomId'] as const;

function isEntry(v: unknown): v is OutboxEntry {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  const p = o.payload as Record<string, unknown> | null;
  // The key goes into a header: one the backend would refuse (or fetch cannot send) must not block the queue.
  return (
    isText(o.key) &&
    LEAD_KEY_PATTERN.test(o.key) &&
    (o.kind === 'get_in_touch' || o.kind === 'callback') &&
    isText(o.queuedAt) &&
    !!p &&
    typeof p === 'object' &&
    isText(p.name) &&
    isText(p.phone) &&
    isText(p.pincode) &&
    OPTIONAL_FIELDS.every((f) => p[f] === undefined || isText(p[f]))
  );
}

const isEntryList = (v: unknown): v is unknown[] => Array.isArray(v);

/** Leads waiting to be sent. A corrupt list reads as empty; a corrupt entry is dropped, the rest kept. */
export function readOutbox(): OutboxEntry[] {
  return (readJson(LOCAL_KEYS.leadOutbox, isEntryList) ?? []).filter(isEntry);
}

function writeOutbox(entries: OutboxEntry[]): void {
  writeJson(LOCAL_KEYS.leadOutbox, entries);
}

export function enqueue(entry: OutboxEntry): void {
  writeOutbox([...readOutbox().filter((e) => e.key !== entry.key), entry]);
}

function remove(key: string): void {
  writeOutbox(readOutbox().filter((e) => e.key !== key));
}

export interface FlushReport {
  sent: { entry: OutboxEntry; msg: string }[];
  dropped: { entry: OutboxEntry; message: string }[];
  remaining: number;
}

let flushing: Promise<FlushReport> | null = null;

/**
 * Sends every waiting lead with its own key, oldest first; stops at the first one that cannot reach the
 * backend. A 429 keeps the lead for later; any other refusal drops it (resending cannot change the answer).
 * One flush at a time per page; two tabs flushing together are harmless, the key makes the backend store once.
 */
export function flushOutbox(send: (e: OutboxEntry) => Promise<SendResult> = sendLead): Promise<FlushReport> {
  flushing ??= (async () => {
    const report: FlushReport = { sent: [], dropped: [], remaining: 0 };
    for (const entry of readOutbox()) {
      const result = await send(entry);
      if (result.status === 'unreachable' || (result.status === 'rejected' && result.httpStatus === 429)) break;
      remove(entry.key);
      if (result.status === 'sent') report.sent.push({ entry, msg: result.msg });
      else report.dropped.push({ entry, message: result.message });
    }
    report.remaining = readOutbox().length;
    return report;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}
