import { QUOTE_LIMITS } from '@tiles/shared';
import type { QuoteLineFields } from './quoteFields';
import { projectQuoteMessages } from './i18n/messages';

interface Props {
  lines: QuoteLineFields[];
  errors: Record<number, string>;
  /** The rows' own message (none, too many). */
  error?: string;
  onLine: (at: number, field: keyof QuoteLineFields, value: string) => void;
}

/**
 * The tile rows (SKU, quantity, unit), named `sku.0`, `quantity.0`, `unit.0`… for the form posted without scripts.
 * "Add another tile" and each row's "Remove" are submit buttons: without scripts the server draws the form again
 * with one row more or less; live, the form's submit handler does it in place (see ProjectQuote).
 */
export function QuoteLines({ lines, errors, error, onLine }: Props) {
  const t = projectQuoteMessages.useT();
  const id = 'lead-quote-lines';
  return (
    <fieldset className="lead-quote-fieldset" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="lead-sl-h2">{t('tilesLegend')}</legend>
      <p id={`${id}-hint`} className="lead-contact-hint">
        {t('linesHint')}
      </p>
      <ol className="lead-quote-lines">
        {lines.map((line, i) => {
          const n = i + 1;
          const errorId = `${id}-${i}-error`;
          const invalid = errors[i] ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
          return (
            <li key={i} className="lead-quote-line" aria-label={t('lineLabel', { n })}>
              <label className="lead-field lead-quote-sku">
                <span>{t('sku')}</span>
                <input
                  name={`sku.${i}`}
                  value={line.sku}
                  maxLength={64}
                  autoCapitalize="characters"
                  spellCheck={false}
                  onChange={(e) => onLine(i, 'sku', e.target.value)}
                  {...invalid}
                />
              </label>
              <label className="lead-field lead-quote-qty">
                <span>{t('quantity')}</span>
                <input
                  name={`quantity.${i}`}
                  value={line.quantity}
                  inputMode="numeric"
                  maxLength={6}
                  onChange={(e) => onLine(i, 'quantity', e.target.value)}
                  {...invalid}
                />
              </label>
              <label className="lead-field lead-quote-unit">
                <span>{t('unit')}</span>
                <select name={`unit.${i}`} value={line.unit} onChange={(e) => onLine(i, 'unit', e.target.value)}>
                  <option value="sqft">{t('sqft')}</option>
                  <option value="boxes">{t('boxes')}</option>
                </select>
              </label>
              {lines.length > 1 && (
                <button type="submit" name="remove" value={i} formNoValidate className="lead-btn lead-quote-remove">
                  {t('removeLine', { n })}
                </button>
              )}
              {errors[i] && (
                <p id={errorId} className="lead-field-error" role="alert">
                  {errors[i]}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {error && (
        <p id={`${id}-error`} className="lead-field-error" role="alert">
          {error}
        </p>
      )}
      {lines.length < QUOTE_LIMITS.maxLines && (
        <button type="submit" name="intent" value="add" formNoValidate className="lead-btn">
          {t('addLine')}
        </button>
      )}
    </fieldset>
  );
}
