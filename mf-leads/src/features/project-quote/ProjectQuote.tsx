import type { FormEvent, InputHTMLAttributes } from 'react';
import { PATHS } from '@tiles/shared';
import type { QuoteFields, QuoteFormState } from './quoteFields';
import { QuoteLines } from './QuoteLines';
import { QuoteThanks } from './QuoteThanks';
import { useProjectQuote } from './useProjectQuote';
import { projectQuoteMessages } from './i18n/messages';
import { projectQuoteHead } from './projectQuoteHead';
import '../../ui/leads.css';
import './projectQuote.css';

/** What the server rendered the page from (window.__TILES_SSR__), so the browser's first render is that HTML. */
export interface ProjectQuotePageData {
  form: QuoteFormState;
}

type TextField = 'name' | 'phone' | 'email' | 'city' | 'pincode' | 'company' | 'gstin';

/**
 * /project-quote: tiles with quantities, the site, and who asks. Renders only: useProjectQuote holds the logic. A real
 * form (named fields, posted to this page): without scripts the shell's server answers it with the same rules.
 */
export function ProjectQuote({ initial }: { initial: QuoteFormState }) {
  const t = projectQuoteMessages.useT();
  projectQuoteHead.useFixedHead();
  const q = useProjectQuote(initial);
  // A fixed id, not useId: the answers to the form posted without scripts name it in their fragment.
  const id = 'lead-quote';
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const by = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (by?.name === 'intent' && by.value === 'add') q.addLine();
    else if (by?.name === 'remove') q.removeLine(Number(by.value));
    else void q.handleSubmit();
  };
  const field = (name: TextField, extra: InputHTMLAttributes<HTMLInputElement> = {}) => {
    const error = q.errors.fields[name];
    const { 'aria-describedby': hint, ...rest } = extra;
    const describedBy = [hint, error && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined;
    return (
      <label className="lead-field">
        <span>{t(name)}</span>
        <input
          name={name}
          value={q.values[name as keyof QuoteFields] as string}
          onChange={(e) => q.handleChange(name, e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {error && (
          <span id={`${id}-${name}-error`} className="lead-field-error">
            {error}
          </span>
        )}
      </label>
    );
  };
  return (
    <div className="lead-quote" data-boundary="mf-leads">
      <h1 className="lead-sl-title">{t('title')}</h1>
      <p className="lead-sl-lead">{t('lead')}</p>
      {q.sent ? (
        <QuoteThanks onAnother={q.handleAnother} />
      ) : (
        <form
          className="lead-form lead-quote-form"
          method="post"
          action={`${PATHS.projectQuote}#${id}-error`}
          noValidate
          onSubmit={submit}
          aria-busy={q.sending}
          aria-label={t('title')}
        >
          {/* The form's default button (Enter in a field sends the quote, not "Add another tile"). */}
          <button type="submit" className="lead-visually-hidden" tabIndex={-1} aria-hidden="true">
            {t('send')}
          </button>
          <input type="hidden" name="key" value={q.values.key} />
          <input type="hidden" name="source" value={q.values.source} />
          <QuoteLines lines={q.values.lines} errors={q.errors.lines} error={q.errors.fields.lines} onLine={q.handleLine} />
          <fieldset className="lead-quote-fieldset">
            <legend className="lead-sl-h2">{t('siteLegend')}</legend>
            {field('city', { autoComplete: 'address-level2', maxLength: 120 })}
            {field('pincode', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6 })}
          </fieldset>
          <fieldset className="lead-quote-fieldset">
            <legend className="lead-sl-h2">{t('contactLegend')}</legend>
            {field('name', { autoComplete: 'name', maxLength: 120 })}
            {field('phone', { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', maxLength: 10 })}
            {field('email', { type: 'email', autoComplete: 'email', maxLength: 254 })}
            {field('company', { autoComplete: 'organization', maxLength: 120 })}
            {field('gstin', { autoCapitalize: 'characters', maxLength: 15, 'aria-describedby': `${id}-gstin-hint`, spellCheck: false })}
            <small id={`${id}-gstin-hint`} className="lead-contact-hint">
              {t('gstinHint')}
            </small>
          </fieldset>
          {q.message && (
            <p id={`${id}-error`} className="lead-error" role="alert">
              {q.message}
            </p>
          )}
          <button type="submit" className="lead-btn lead-btn--primary" disabled={q.sending}>
            {q.sending ? t('sending') : t('send')}
          </button>
        </form>
      )}
    </div>
  );
}
