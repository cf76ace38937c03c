import {
  QUOTE_MESSAGES,
  currentLanguage,
  getRuntimeSettings,
  hasQuoteErrors,
  validateProjectQuote,
  type QuoteErrors,
  type TranslateOf,
} from '@tiles/shared';
import { NO_ERRORS, errorsForRows, toQuotePayload, type QuoteFields } from './quoteFields';
import type { projectQuoteMessages } from './i18n/messages';
import { newLeadKey } from '../lead-outbox/sendLead';

export type QuoteT = TranslateOf<typeof projectQuoteMessages>;

export type QuoteResult = { status: 'sent' } | { status: 'refused'; errors: QuoteErrors; message: string };

const SEND_TIMEOUT_MS = 15_000;
const IDS = new Map(Object.entries(QUOTE_MESSAGES).map(([id, text]) => [text as string, id as keyof typeof QUOTE_MESSAGES]));

/**
 * The shared rules answer in English; the shopper reads them in the page language. Anything else the store says
 * (a rate limit's wait) is English only: Hindi and Tamil shoppers get the general "could not take your request".
 */
export function quoteText(t: QuoteT, message: string): string {
  const id = IDS.get(message);
  if (id) return t(id);
  return t.language === 'en' && message ? message : t('rejected');
}

const translated = (t: QuoteT, e: QuoteErrors): QuoteErrors => ({
  fields: Object.fromEntries(Object.entries(e.fields).map(([f, m]) => [f, quoteText(t, m)])),
  lines: Object.fromEntries(Object.entries(e.lines).map(([i, m]) => [i, quoteText(t, m)])),
});

function refusal(t: QuoteT, values: QuoteFields, errors: QuoteErrors, message?: string): QuoteResult {
  const rows = translated(t, errorsForRows(values, errors));
  const first = message ?? Object.values(errors.fields)[0] ?? Object.values(errors.lines)[0] ?? '';
  return { status: 'refused', errors: rows, message: quoteText(t, first) };
}

async function bodyOf(res: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await res.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Sends the quote, by the live form and by the server for a form posted without scripts: the shared rules first
 * (nothing leaves the page when they refuse), then POST /rest/quote with the form's Idempotency-Key. The store's
 * refusal names each field and row (an unknown SKU is refused on its own row). `forwardedFor`: the shopper's
 * address when the shell's server sends it, so the per-client limit counts the shopper.
 */
export async function sendQuote(values: QuoteFields, t: QuoteT, forwardedFor?: string): Promise<QuoteResult> {
  const payload = toQuotePayload(values);
  const local = validateProjectQuote(payload);
  if (hasQuoteErrors(local)) return refusal(t, values, local);
  const abort = AbortSignal.timeout(SEND_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(`${getRuntimeSettings().restUrl}/quote`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': values.key,
        Store: currentLanguage().storeCode,
        ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
      },
      body: JSON.stringify(payload),
      signal: abort,
    });
  } catch {
    return { status: 'refused', errors: NO_ERRORS, message: t('unreachable') };
  }
  if (res.ok) return { status: 'sent' };
  // The key already carried another quote (posted, then edited after Back): this one is new and gets a key of its own.
  if (res.status === 409) return sendQuote({ ...values, key: newLeadKey() }, t, forwardedFor);
  if (res.status >= 500) return { status: 'refused', errors: NO_ERRORS, message: t('unreachable') };
  const body = await bodyOf(res);
  const message = typeof body.message === 'string' ? body.message : '';
  const fields = body.fields && typeof body.fields === 'object' ? (body.fields as QuoteErrors['fields']) : {};
  const lines = body.lines && typeof body.lines === 'object' ? (body.lines as QuoteErrors['lines']) : {};
  return refusal(t, values, { fields, lines }, message);
}
