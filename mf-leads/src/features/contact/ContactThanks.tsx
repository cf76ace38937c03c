import { useEffect, useRef } from 'react';
import { PATHS } from '@tiles/shared';
import { contactMessages } from './i18n/messages';

/** Shown in place of the form once the store has the message; its heading takes focus so screen readers read it. */
export function ContactThanks({ onAnother }: { onAnother: () => void }) {
  const t = contactMessages.useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="lead-contact-form lead-contact-thanks" aria-labelledby="lead-contact-thanks">
      <h2 id="lead-contact-thanks" className="lead-sl-h2" tabIndex={-1} ref={heading}>
        {t('thanksTitle')}
      </h2>
      <p>{t('thanks')}</p>
      {/* Without scripts the button opens an empty form (a GET of the page); with them the page swaps it in place. */}
      <form method="get" action={PATHS.contact}>
        <button
          type="submit"
          className="lead-btn"
          onClick={(e) => {
            e.preventDefault();
            onAnother();
          }}
        >
          {t('another')}
        </button>
      </form>
    </section>
  );
}
