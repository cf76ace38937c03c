import type { FormEvent } from 'react';
import { PATHS } from '@tiles/shared';
import type { NewsletterOutcome } from './newsletterRules';
import { newsletterMessages } from './i18n/messages';

interface Props {
  email: string;
  outcome: NewsletterOutcome;
  sending: boolean;
  /** The page it is on, where the store's answer to the form posted without scripts returns. */
  returnTo: string;
  onEmail: (value: string) => void;
  onSubmit: () => void;
}

/**
 * The newsletter sign-up: one e-mail field. Renders only; useNewsletter holds the logic. A real form posted to
 * Magento's path for it: without scripts the shop's server answers it.
 */
export function NewsletterForm({ email, outcome, sending, returnTo, onEmail, onSubmit }: Props) {
  const t = newsletterMessages.useT();
  // A fixed id, not useId: the server renders the sign-up on its own, the browser inside the shell's footer. Posted
  // without scripts, the answer opens at the sign-up (`#…-title`, kept through the redirect): the footer's end.
  const id = 'lead-news';
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
      <form
        className="lead-news-form"
        method="post"
        action={`${PATHS.newsletterSubscribe}#${id}-title`}
        noValidate
        onSubmit={submit}
        aria-busy={sending}
        aria-labelledby={`${id}-title`}
      >
        <input type="hidden" name="return" value={returnTo} />
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
