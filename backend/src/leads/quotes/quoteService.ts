import { randomUUID } from 'node:crypto';
import type { Db } from '../../store/db';
import { langFromStoreCode } from '../../context';
import {
  QUOTE_MESSAGES,
  hasQuoteErrors,
  validateProjectQuote,
  type ProjectQuotePayload,
  type QuoteRefusal,
} from '../../../../shared/src/contracts/projectQuote';
import { productBySku } from '../../catalog/repository';
import { KEY_REUSED } from '../leadService';
import { KEY_CONFLICT, storeLead, type LeadContext, type StoredLead } from '../repository';
import { quoteHash } from './quoteInput';
import { mailQuoteReceived, type NamedLine } from './quoteMail';

export type QuoteOutcome =
  { ok: true; lead: StoredLead } | { ok: false; status: 400; refusal: QuoteRefusal } | { ok: false; status: 409; message: string };

/** The shared rules, then the catalogue: each line whose SKU the store does not sell is refused on its own. */
function check(quote: ProjectQuotePayload): { refusal: QuoteRefusal | null; named: NamedLine[] } {
  const errors = validateProjectQuote(quote);
  const named: NamedLine[] = [];
  if (!errors.fields.lines)
    quote.lines.forEach((line, i) => {
      const product = errors.lines[i] ? undefined : productBySku(line.sku);
      if (!errors.lines[i] && !product) errors.lines[i] = QUOTE_MESSAGES.unknownSku;
      if (product) named.push({ ...line, name: product.name.en });
    });
  if (!hasQuoteErrors(errors)) return { refusal: null, named };
  const first = Object.values(errors.fields)[0] ?? Object.values(errors.lines)[0];
  return { refusal: { message: first, ...errors }, named };
}

const replyFor = (quote: ProjectQuotePayload) =>
  `Thank you, ${quote.name.split(/\s+/)[0]}! Our sales team will send your project quote to ${quote.email} within 2 working days.`;

/**
 * Validates and stores a quote once per key, as a lead of kind `quote` (so it shares the leads' idempotency, status,
 * webhook outbox and export) with its lines beside it; a new quote is acknowledged by mail in the store view's language.
 */
export function submitQuote(db: Db, key: string | null, quote: ProjectQuotePayload, context: LeadContext): QuoteOutcome {
  const { refusal, named } = check(quote);
  if (refusal) return { ok: false, status: 400, refusal };
  const leadKey = key ?? randomUUID();
  const storeDetails = (tx: Db) =>
    tx
      .prepare('INSERT INTO lead_quotes (lead_key, email, city, company, gstin, lines) VALUES (?, ?, ?, ?, ?, ?)')
      .run(leadKey, quote.email, quote.city, quote.company ?? null, quote.gstin ?? null, JSON.stringify(named));
  const lead = { name: quote.name, phone: quote.phone, pincode: quote.pincode, source: quote.source };
  const stored = storeLead(db, leadKey, quoteHash(quote), 'quote', lead, replyFor(quote), { ...context, storeDetails });
  if (stored === KEY_CONFLICT) return { ok: false, status: 409, message: KEY_REUSED };
  if (!stored.replayed) mailQuoteReceived(langFromStoreCode(context.storeView), stored.key, quote, named);
  return { ok: true, lead: stored };
}
