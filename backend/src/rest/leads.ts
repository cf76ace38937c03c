import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LeadKind } from '../../../shared/src/contracts/leads';
import { getDb } from '../store/db';
import { KEY_REUSED, payloadHash, storeViewOf, submitLead, toPayload, validKey } from '../leads/leadService';
import { KEY_CONFLICT, leadStatus, replayLead, type StoredLead } from '../leads/repository';
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

/**
 * One handler for both lead endpoints. Order matters: a retry with a known key and the same payload gets the stored
 * reply without counting against the rate limit, so the outbox resending a lead can never be locked out; the same key
 * with another payload answers 409 (it never replays someone else's reply).
 */
function leadHandler(kind: Exclude<LeadKind, 'quote'>) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const db = getDb();
    const key = validKey(req.headers['idempotency-key']);
    if (key === 'invalid') return sendJson(res, 400, { message: 'Idempotency-Key must be 8–100 letters, digits, dashes or underscores.' });
    const body = await readJsonBody<unknown>(req, 10_000);
    if (body === null) return sendJson(res, 400, { message: 'Send the lead as JSON: { name, phone, pincode }.' });
    const payload = toPayload(body);
    const earlier = key ? replayLead(db, key, payloadHash(kind, payload)) : null;
    if (earlier === KEY_CONFLICT) return sendJson(res, 409, { message: KEY_REUSED });
    if (earlier) return sendLead(res, earlier);
    const wait = limiter.hit(clientOf(req));
    if (wait > 0) return sendJson(res, 429, { message: tooManyMessage(wait) }, { 'Retry-After': String(wait) });
    const outcome = submitLead(db, kind, key, payload, { storeView: storeViewOf(req.headers.store), queueDelivery: deliversLeads() });
    if (!outcome.ok) return sendJson(res, outcome.status, { message: outcome.message });
    sendLead(res, outcome.lead);
    if (!outcome.lead.replayed) wakeLeadDelivery();
  };
}

/**
 * A project quote: a lead of its own kind with tiles and quantities, under the same gate as the other leads (key,
 * replay before the rate limit, 409 for a reused key). A refusal names every failing field and line.
 */
async function quoteHandler(req: IncomingMessage, res: ServerResponse) {
  const db = getDb();
  const key = validKey(req.headers['idempotency-key']);
  if (key === 'invalid') return sendJson(res, 400, { message: 'Idempotency-Key must be 8–100 letters, digits, dashes or underscores.' });
  const body = await readJsonBody<unknown>(req, 40_000);
  if (body === null) return sendJson(res, 400, { message: 'Send the quote as JSON: { name, phone, email, city, pincode, lines }.' });
  const quote = toQuotePayload(body);
  const earlier = key ? replayLead(db, key, quoteHash(quote)) : null;
  if (earlier === KEY_CONFLICT) return sendJson(res, 409, { message: KEY_REUSED });
  if (earlier) return sendLead(res, earlier);
  const wait = limiter.hit(clientOf(req));
  if (wait > 0) return sendJson(res, 429, { message: tooManyMessage(wait) }, { 'Retry-After': String(wait) });
  const outcome = submitQuote(db, key, quote, { storeView: storeViewOf(req.headers.store), queueDelivery: deliversLeads() });
  if (!outcome.ok) return sendJson(res, outcome.status, outcome.status === 400 ? outcome.refusal : { message: outcome.message });
  sendLead(res, outcome.lead);
  if (!outcome.lead.replayed) wakeLeadDelivery();
}

route('POST', '/rest/quote', quoteHandler);
route('POST', '/rest/get_in_touch', leadHandler('get_in_touch'));
route('POST', '/rest/callback', leadHandler('callback'));

/**
 * Status of a lead by its idempotency key: lets a client (or an operator) confirm it arrived and whether it reached the
 * CRM. The key is the capability; the reply holds nothing the sender did not send, and no receiver answers.
 */
route('GET', '/rest/leads/:key', (_req, res, { key }) => {
  const status = validKey(key) === key ? leadStatus(getDb(), key) : null;
  if (!status) return sendJson(res, 404, { message: 'No lead has arrived with this key.' });
  sendJson(res, 200, status, { 'Cache-Control': 'no-store' });
});
