import { PATHS, QUOTE_LIMITS, currentLanguage, type ModuleAction, type ModuleLoader } from '@tiles/shared';
import { newLeadKey } from '../lead-outbox/sendLead';
import type { ProjectQuotePageData } from './ProjectQuote';
import { NO_ERRORS, emptyLine, emptyQuote, readQuoteFields, skuFrom, type QuoteFields } from './quoteFields';
import { sendQuote } from './sendQuote';
import { projectQuoteMessages } from './i18n/messages';

/** The marker of a sent quote (`/project-quote?sent=1`): the page after the form's Post/Redirect/Get shows the thank-you. */
const SENT_MARKER = 'sent';
/** The page's server data: an empty form (its tile pre-filled from a product page) with a fresh key, or the thank-you. */
export const loadQuotePage: ModuleLoader = ({ url }) => {
  const values = emptyQuote(newLeadKey(), skuFrom(url.searchParams));
  const sent = url.searchParams.get(SENT_MARKER) === '1';
  const data: ProjectQuotePageData = { form: { values, errors: NO_ERRORS, message: null, sent } };
  return Promise.resolve({ data });
};

/** "Add another tile" / "Remove tile n" without scripts: the form again with one row more or less, nothing sent. */
function editedRows(values: QuoteFields, fields: Readonly<Record<string, string>>): QuoteFields | null {
  if (fields.intent === 'add')
    return values.lines.length >= QUOTE_LIMITS.maxLines ? values : { ...values, lines: [...values.lines, emptyLine()] };
  if (fields.remove === undefined) return null;
  const at = Number(fields.remove);
  const lines = values.lines.filter((_, i) => i !== at);
  return { ...values, lines: lines.length ? lines : [emptyLine()] };
}

/**
 * The quote form posted without scripts: the live form's rules and request (sendQuote), with the shopper's address
 * for the per-client limit. Sent: back to the page with the thank-you's marker; refused: the page again with every
 * message and everything typed (422); a row added or removed: the page again (200).
 */
export const answerQuote: ModuleAction = async ({ fields, forwardedFor }) => {
  const t = await projectQuoteMessages.load(currentLanguage().code);
  const values = readQuoteFields(fields, newLeadKey);
  const edited = editedRows(values, fields);
  if (edited) return { data: { form: { values: edited, errors: NO_ERRORS, message: null, sent: false } } satisfies ProjectQuotePageData };
  const result = await sendQuote(values, t, forwardedFor);
  if (result.status === 'sent') return { redirect: `${PATHS.projectQuote}?${SENT_MARKER}=1#lead-quote-thanks` };
  const data: ProjectQuotePageData = { form: { values, errors: result.errors, message: result.message, sent: false } };
  return { data, status: 422 };
};
