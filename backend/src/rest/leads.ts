import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LeadKind, LeadPayload } from '../../../shared/src/contracts/leads';
import type { ProjectQuotePayload } from '../../../shared/src/contracts/projectQuote';
import { getDb } from '../store/db';
import { KEY_REUSED, payloadHash, storeViewOf, submitLead, toPayload, validKey } from '../leads/leadService';
import { KEY_CONFLICT, leadStatus, replayLead, type LeadContext, type StoredLead } from '../leads/repository';
import { createRateLimiter, limitFromEnv, tooManyMessage } from '../leads/rateLimit';
import { clientOf } from '../clients/requestClient';
import { deliversLeads, wakeLeadDelivery } from '../leads/delivery/start';
import { readJsonBody, route, sendJson } from './router';
import { toQuotePayload, quoteHash } from '../leads/quotes/quoteInput';
import { submitQuote } from '../leads/quotes/quoteService';

const { max, windowMs } = limitFromEnv();
const limiter = createRateLimiter(max, windowMs);

function sendLead(res: ServerResponse, lead: StoredLead): void {
  sendJson(
    res,
    lead.replayed ? 200 : 201,
    { msg: lead.msg },
    { 'Idempotency-Key': lead.key, 'Idempotent-Replayed': String(lead.replayed) },
  );
}

type Submitted = { ok: true; lead: StoredLead } | { ok: false; status: number; body: object };

/** What differs between the lead endpoints: how big a body may be, how it is read, bound to a key, and submitted. */
interface LeadEndpoint<P> {
  maxBytes: number;
  shape: string;
  read: (body: unknown) => P;
  hash: (payload: P) => string;
  submit: (db: ReturnType<typeof getDb>, key: string | null, payload: P, context: LeadContext) => Submitted;
}

/**
 * One handler for every lead endpoint. Order matters: a retry with a known key and the same payload gets the stored
 * reply without counting against the rate limit, so the outbox resending a lead can never be locked out; the same key
 * with another payload answers 409 (it never replays someone else's reply). One limit per client for every kind.
 */
function leadHandler<P>(endpoint: LeadEndpoint<P>) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const db = getDb();
    const key = validKey(req.headers['idempotency-key']);
    if (key === 'invalid') return sendJson(res, 400, { message: 'Idempotency-Key must be 8–100 letters, digits, dashes or underscores.' });
    const body = await readJsonBody<unknown>(req, endpoint.maxBytes);
    if (body === null) return sendJson(res, 400, { message: `Send the lead as JSON: ${endpoint.shape}.` });
    const payload = endpoint.read(body);
    const earlier = key ? replayLead(db, key, endpoint.hash(payload)) : null;
    if (earlier === KEY_CONFLICT) return sendJson(res, 409, { message: KEY_REUSED });
    if (earlier) return sendLead(res, earlier);
    const wait = limiter.hit(clientOf(req));
    if (wait > 0) return sendJson(res, 429, { message: tooManyMessage(wait) }, { 'Retry-After': String(wait) });
    const outcome = endpoint.submit(db, key, payload, { storeView: storeViewOf(req.headers.store), queueDelivery: deliversLeads() });
    if (!outcome.ok) return sendJson(res, outcome.status, outcome.body);
    sendLead(res, outcome.lead);
    if (!outcome.lead.replayed) wakeLeadDelivery();
  };
}

function simpleLead(kind: Exclude<LeadKind, 'quote'>): LeadEndpoint<LeadPayload> {
  return {
    maxBytes: 10_000,
    shape: '{ name, phone, pincode }',
    read: toPayload,
    hash: (payload) => payloadHash(kind, payload),
    submit: (db, key, payload, context) => {
      const outcome = submitLead(db, kind, key, payload, context);
      return outcome.ok ? outcome : { ok: false, status: outcome.status, body: { message: outcome.message } };
    },
  };
}

/** A project quote: tiles with quantities; a refusal names every failing field and line. */
const quote: LeadEndpoint<ProjectQuotePayload> = {
  maxBytes: 40_000,
  shape: '{ name, phone, email, city, pincode, lines }',
  read: toQuotePayload,
  hash: quoteHash,
  submit: (db, key, payload, context) => {
    const outcome = submitQuote(db, key, payload, context);
    if (outcome.ok) return outcome;
    return { ok: false, status: outcome.status, body: outcome.status === 400 ? outcome.refusal : { message: outcome.message } };
  },
};

route('POST', '/rest/get_in_touch', leadHandler(simpleLead('get_in_touch')));
route('POST', '/rest/callback', leadHandler(simpleLead('callback')));
route('POST', '/rest/quote', leadHandler(quote));

/**
 * Status of a lead by its idempotency key: lets a client (or an operator) confirm it arrived and whether it reached the
 * CRM. The key is the capability; the reply holds nothing the sender did not send, and no receiver answers.
 */
route('GET', '/rest/leads/:key', (_req, res, { key }) => {
  const status = validKey(key) === key ? leadStatus(getDb(), key) : null;
  if (!status) return sendJson(res, 404, { message: 'No lead has arrived with this key.' });
  sendJson(res, 200, status, { 'Cache-Control': 'no-store' });
});
