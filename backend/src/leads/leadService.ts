import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../store/db';
import {
  LEAD_KEY_PATTERN,
  validateCallback,
  validateGetInTouch,
  type LeadKind,
  type LeadPayload,
} from '../../../shared/src/contracts/leads';
import { stripControls } from '../text/controls';
import { KEY_CONFLICT, storeLead, type LeadContext, type StoredLead } from './repository';

export type LeadOutcome = { ok: true; lead: StoredLead } | { ok: false; status: 400 | 409; message: string };

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request. Send a new request with a new key.';

/** What an idempotency key is bound to: the kind and every field stored, as stored (trimmed). */
export function payloadHash(kind: LeadKind, lead: LeadPayload): string {
  const fields = [
    kind,
    lead.name.trim(),
    lead.phone.trim(),
    lead.pincode.trim(),
    lead.source ?? null,
    lead.productName ?? null,
    lead.sku ?? null,
    lead.showroomId ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** Reads a JSON body into a lead payload; anything not a string is dropped (and then fails validation). */
export function toPayload(body: unknown): LeadPayload {
  const o = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  // Every lead field is one line: line breaks, tabs and controls (ESC, bidi overrides) are stripped here, before the
  // rules, the idempotency hash and the store, so the sales team's export and CRM never receive them.
  const text = (k: string) => (typeof o[k] === 'string' ? stripControls((o[k] as string).slice(0, 200)) : undefined);
  return {
    name: text('name') ?? '',
    phone: text('phone') ?? '',
    pincode: text('pincode') ?? '',
    source: text('source'),
    productName: text('productName'),
    sku: text('sku'),
    showroomId: text('showroomId'),
  };
}

/** The store view a lead was sent from, by its Store header (as GraphQL reads it); anything unknown is the default view. */
export function storeViewOf(header: string | string[] | undefined): string {
  const code = typeof header === 'string' ? header.trim().toLowerCase() : '';
  return code === 'hi' || code === 'ta' ? code : 'default';
}

export function validKey(header: string | string[] | undefined): string | null | 'invalid' {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !LEAD_KEY_PATTERN.test(header)) return 'invalid';
  return header;
}

function firstError(kind: LeadKind, lead: LeadPayload): string | null {
  if (kind === 'get_in_touch') return validateGetInTouch(lead);
  const errors = validateCallback(lead);
  return errors.name ?? errors.phone ?? errors.pincode ?? null;
}

function replyFor(kind: LeadKind, lead: LeadPayload): string {
  const name = lead.name.trim().split(/\s+/)[0];
  return kind === 'callback'
    ? `Thanks, ${name}. A tile expert will call you back on ${lead.phone.trim()} shortly.`
    : `Thank you, ${name}! Our team will get in touch with you within 24 hours.`;
}

/** Validates with the shared rules and stores once per key (a racing duplicate reads the stored lead). */
export function submitLead(db: Db, kind: LeadKind, key: string | null, lead: LeadPayload, context: LeadContext): LeadOutcome {
  const error = firstError(kind, lead);
  if (error) return { ok: false, status: 400, message: error };
  const stored = storeLead(db, key ?? randomUUID(), payloadHash(kind, lead), kind, lead, replyFor(kind, lead), context);
  return stored === KEY_CONFLICT ? { ok: false, status: 409, message: KEY_REUSED } : { ok: true, lead: stored };
}
