import { useId, type FormEvent } from 'react';
import type { NewsletterOutcome } from './useNewsletter';
import { newsletterMessages } from './i18n/messages';

interface Props {
  email: string;
  outcome: NewsletterOutcome;
  sending: boolean;
  onEmail: (value: string) => void;
  onSubmit: () => void;
}

/** The newsletter sign-up: one e-mail field. Renders only; useNewsletter holds the logic. */
export function NewsletterForm({ email, outcome, sending, onEmail, onSubmit }: Props) {
  const t = newsletterMessages.useT();
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <section className="lead-news" aria-labelledby={`${id}-title`} data-boundary="mf-leads">
      <h2 id={`${id}-title`} className="lead-news-title">
        {t('title')}
      </h2>
      <p className="lead-intro">{t('intro')}</p>
      <form className="lead-news-form" noValidate onSubmit={submit} aria-busy={sending} aria-labelledby={`${id}-title`}>
        <label className="lead-field">
          <span>{t('email')}</span>
          <input
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={outcome?.kind === 'error' || undefined}
            onChange={(e) => onEmail(e.target.value)}
          />
        </label>
        <button type="submit" className="lead-btn lead-btn--primary" disabled={sending}>
          {sending ? t('subscribing') : t('subscribe')}
        </button>
      </form>
      {outcome?.kind === 'error' && (
        <p className="lead-error" role="alert">
          {outcome.text}
        </p>
      )}
      {/* Always present, so screen readers announce the thank-you when it arrives. */}
      <p className="lead-news-done" role="status">
        {outcome?.kind === 'ok' ? outcome.text : null}
      </p>
    </section>
  );
}
