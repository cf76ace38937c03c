import { createHash } from 'node:crypto';
import { QUOTE_LIMITS, type ProjectQuotePayload, type QuoteLine, type QuoteUnit } from '../../../../shared/src/contracts/projectQuote';
import { stripControls } from '../../text/controls';

/** One line of text as stored: controls and line breaks stripped (as every lead field), capped before the rules. */
const text = (value: unknown, cap = 200) => (typeof value === 'string' ? stripControls(value.slice(0, cap)).trim() : '');

/** A quantity as sent: a number, or digits as a form posts them; anything else is NaN and fails the rule. */
function quantityOf(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * Reads a JSON body into a quote. Lines beyond the cap are not read one by one (the rule refuses the count), so a
 * body of thousands of lines costs no more than the cap.
 */
export function toQuotePayload(body: unknown): ProjectQuotePayload {
  const o = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const rawLines = Array.isArray(o.lines) ? o.lines : [];
  const lines: QuoteLine[] = rawLines.slice(0, QUOTE_LIMITS.maxLines + 1).map((raw) => {
    const l = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    return { sku: text(l.sku, 64).toUpperCase(), quantity: quantityOf(l.quantity), unit: text(l.unit, 10) as QuoteUnit };
  });
  // One line past the cap stands for any number of them: the rule's answer is the same.
  const gstin = text(o.gstin, 20).toUpperCase();
  const company = text(o.company);
  const source = text(o.source, 60);
  return {
    name: text(o.name),
    phone: text(o.phone),
    email: text(o.email, 260),
    city: text(o.city),
    pincode: text(o.pincode),
    ...(company ? { company } : {}),
    ...(gstin ? { gstin } : {}),
    ...(source ? { source } : {}),
    lines,
  };
}

/** What an idempotency key is bound to: the quote as stored. */
export function quoteHash(quote: ProjectQuotePayload): string {
  const fields = [
    'quote',
    quote.name,
    quote.phone,
    quote.email.toLowerCase(),
    quote.city,
    quote.pincode,
    quote.company ?? null,
    quote.gstin ?? null,
    quote.source ?? null,
    quote.lines.map((l) => [l.sku, l.quantity, l.unit]),
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}
