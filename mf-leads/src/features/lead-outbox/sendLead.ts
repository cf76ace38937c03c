import { currentLanguage, getRuntimeSettings, type LeadKind, type LeadPayload } from '@tiles/shared';

export interface OutboxEntry {
  key: string;
  kind: LeadKind;
  payload: LeadPayload;
  queuedAt: string;
}

/** sent: stored (now or earlier, same key). rejected: the backend said no, with its message. unreachable: try again later. */
export type SendResult =
  { status: 'sent'; msg: string } | { status: 'rejected'; message: string; httpStatus: number } | { status: 'unreachable' };

export const SEND_TIMEOUT_MS = 15_000;

/** A fresh idempotency key per lead; the same key goes with every retry of that lead. */
export function newLeadKey(): string {
  const c = globalThis.crypto;
  return c && typeof c.randomUUID === 'function'
    ? c.randomUUID()
    : `lead-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function leadEntry(kind: LeadKind, payload: LeadPayload, now = Date.now()): OutboxEntry {
  return { key: newLeadKey(), kind, payload, queuedAt: new Date(now).toISOString() };
}

async function messageOf(res: Response): Promise<string> {
  try {
    const body: unknown = await res.json();
    const o = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    return typeof o.message === 'string' ? o.message : typeof o.msg === 'string' ? o.msg : '';
  } catch {
    return '';
  }
}

/** POSTs one lead with its Idempotency-Key. Offline, a timeout and 5xx are "unreachable": the lead is kept. */
export async function sendLead(entry: OutboxEntry, restUrl = getRuntimeSettings().restUrl): Promise<SendResult> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), SEND_TIMEOUT_MS);
  try {
    const res = await fetch(`${restUrl}/${entry.kind}`, {
      method: 'POST',
      // Store: the store view the lead comes from, passed on to the sales team's CRM.
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': entry.key, Store: currentLanguage().storeCode },
      body: JSON.stringify(entry.payload),
      signal: abort.signal,
    });
    if (res.status >= 500) return { status: 'unreachable' };
    const message = await messageOf(res);
    if (res.ok) return { status: 'sent', msg: message };
    return { status: 'rejected', httpStatus: res.status, message: message || 'We could not take your request. Please try again.' };
  } catch {
    return { status: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}
