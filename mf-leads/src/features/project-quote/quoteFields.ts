import { LEAD_KEY_PATTERN, QUOTE_LIMITS, QUOTE_UNITS, type ProjectQuotePayload, type QuoteErrors, type QuoteUnit } from '@tiles/shared';

/** One tile row as the form holds it (typed text; the quantity is read as a number when sent). */
export interface QuoteLineFields {
  sku: string;
  quantity: string;
  unit: QuoteUnit;
}

export interface QuoteFields {
  name: string;
  phone: string;
  email: string;
  city: string;
  pincode: string;
  company: string;
  gstin: string;
  lines: QuoteLineFields[];
  /** Where the form was opened from (`product-page` with a tile pre-filled, else `quote-page`). */
  source: string;
  /** The request's Idempotency-Key: a form posted twice (a double click, a reload after posting) is one quote. */
  key: string;
}

/** A product page's link pre-fills its tile (`?sku=TL-1001`); anything that cannot be a SKU is ignored. */
export function skuFrom(search: URLSearchParams): string | undefined {
  const sku = search.get('sku')?.trim() ?? '';
  return /^[A-Za-z0-9-]{1,64}$/.test(sku) ? sku.toUpperCase() : undefined;
}

export const emptyLine = (sku = ''): QuoteLineFields => ({ sku, quantity: '', unit: 'sqft' });

export function emptyQuote(key: string, sku?: string): QuoteFields {
  const source = sku ? 'product-page' : 'quote-page';
  return { name: '', phone: '', email: '', city: '', pincode: '', company: '', gstin: '', lines: [emptyLine(sku)], source, key };
}

/** The form's state where the page starts from it (a server render after a post, or its hydration). */
export interface QuoteFormState {
  values: QuoteFields;
  errors: QuoteErrors;
  /** The refusal's sentence shown above the button (the first error, or the store's answer). */
  message: string | null;
  sent: boolean;
}

export const NO_ERRORS: QuoteErrors = { fields: {}, lines: {} };

const isBlankLine = (l: QuoteLineFields) => !l.sku.trim() && !l.quantity.trim();

/** The rows the shopper filled, with their positions in the form (errors come back by position in what was sent). */
export function filledLines(values: QuoteFields): { line: QuoteLineFields; at: number }[] {
  return values.lines.map((line, at) => ({ line, at })).filter(({ line }) => !isBlankLine(line));
}

/** What is sent: trimmed fields, filled rows only, digits as a number (anything else stays NaN and is refused). */
export function toQuotePayload(values: QuoteFields): ProjectQuotePayload {
  const company = values.company.trim();
  const gstin = values.gstin.trim().toUpperCase();
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    city: values.city.trim(),
    pincode: values.pincode.trim(),
    ...(company ? { company } : {}),
    ...(gstin ? { gstin } : {}),
    source: values.source,
    lines: filledLines(values).map(({ line }) => ({
      sku: line.sku.trim().toUpperCase(),
      quantity: /^\d{1,9}$/.test(line.quantity.trim()) ? Number(line.quantity.trim()) : Number.NaN,
      unit: line.unit,
    })),
  };
}

const TEXT_FIELDS = ['name', 'phone', 'email', 'city', 'pincode', 'company', 'gstin'] as const;

/**
 * The form's named fields out of a posted form: `sku.0`, `quantity.0`, `unit.0`… for the rows (at most the cap plus
 * one, so an extra row is refused by the rule rather than dropped). Anything else a client sends is ignored.
 */
export function readQuoteFields(fields: Readonly<Record<string, string>>, newKey: () => string): QuoteFields {
  const read = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '');
  const lines: QuoteLineFields[] = [];
  for (let i = 0; i <= QUOTE_LIMITS.maxLines; i++) {
    if (!(`sku.${i}` in fields) && !(`quantity.${i}` in fields)) continue;
    const unit = read(`unit.${i}`) as QuoteUnit;
    lines.push({ sku: read(`sku.${i}`), quantity: read(`quantity.${i}`), unit: QUOTE_UNITS.includes(unit) ? unit : 'sqft' });
  }
  const key = read('key');
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, read(f)])) as Record<(typeof TEXT_FIELDS)[number], string>;
  return {
    ...text,
    lines: lines.length ? lines : [emptyLine()],
    source: read('source') === 'product-page' ? 'product-page' : 'quote-page',
    key: LEAD_KEY_PATTERN.test(key) ? key : newKey(),
  };
}

/** Errors by position in what was sent → by row of the form. */
export function errorsForRows(values: QuoteFields, errors: QuoteErrors): QuoteErrors {
  const rows = filledLines(values);
  const lines: QuoteErrors['lines'] = {};
  for (const [sent, message] of Object.entries(errors.lines)) {
    const row = rows[Number(sent)];
    if (row) lines[row.at] = message;
  }
  return { fields: errors.fields, lines };
}
