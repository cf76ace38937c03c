import { useEffect, useRef, type FormEvent } from 'react';
import { PATHS } from '@tiles/shared';
import type { ContactFields } from './useContactForm';
import { ContactThanks } from './ContactThanks';
import { contactMessages } from './i18n/messages';

interface Props {
  values: ContactFields;
  error: string | null;
  sending: boolean;
  sent: boolean;
  onChange: (field: keyof ContactFields, value: string) => void;
  onSubmit: () => void;
  onAnother: () => void;
}

/**
 * The contact form (name, e-mail, optional phone, message), or its thank-you once sent. Renders only: useContactForm
 * holds the logic. A real form (named fields, posted to /contact): without scripts the shop's server answers it.
 */
export function ContactForm({ values, error, sending, sent, onChange, onSubmit, onAnother }: Props) {
  const t = contactMessages.useT();
  // A fixed id, not useId: the answers to the form posted without scripts name it in their fragment (a refusal comes
  // back as the page at `#…-error`, a sent message at `#…-thanks`): a phone scrolls to the message.
  const id = 'lead-contact';
  const first = useRef<HTMLInputElement>(null);
  const wasSent = useRef(sent);
  // Back from the thank-you to a new message: the shopper continues in the first field.
  useEffect(() => {
    if (wasSent.current && !sent) first.current?.focus();
    wasSent.current = sent;
  }, [sent]);
  if (sent) return <ContactThanks onAnother={onAnother} />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const field = (name: keyof ContactFields) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
  });
  return (
    <section className="lead-contact-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lead-sl-h2">
        {t('formTitle')}
      </h2>
      <form
        className="lead-form"
        method="post"
        action={`${PATHS.contact}#${id}-error`}
        noValidate
        onSubmit={submit}
        aria-busy={sending}
        aria-labelledby={`${id}-title`}
      >
        <label className="lead-field">
          <span>{t('name')}</span>
          <input ref={first} autoComplete="name" required maxLength={255} {...field('name')} />
        </label>
        <label className="lead-field">
          <span>{t('email')}</span>
          <input type="email" autoComplete="email" required {...field('email')} />
        </label>
        <label className="lead-field">
          <span>{t('telephone')}</span>
          <input type="tel" autoComplete="tel" maxLength={30} {...field('telephone')} />
        </label>
        <label className="lead-field">
          <span>{t('comment')}</span>
          <textarea rows={6} required maxLength={5000} aria-describedby={`${id}-hint`} {...field('comment')} />
        </label>
        {/* Outside the label: the hint describes the field, it is not part of its name. */}
        <small id={`${id}-hint`} className="lead-contact-hint">
          {t('commentHint')}
        </small>
        {error && (
          <p id={`${id}-error`} className="lead-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="lead-btn lead-btn--primary" disabled={sending}>
          {sending ? t('sending') : t('send')}
        </button>
      </form>
    </section>
  );
}
