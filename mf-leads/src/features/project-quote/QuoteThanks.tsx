import { useEffect, useRef } from 'react';
import { PATHS } from '@tiles/shared';
import { projectQuoteMessages } from './i18n/messages';

/** Shown in place of the form once the store has the quote; its heading takes focus so screen readers read it. */
export function QuoteThanks({ onAnother }: { onAnother: () => void }) {
  const t = projectQuoteMessages.useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="lead-quote-thanks" aria-labelledby="lead-quote-thanks">
      <h2 id="lead-quote-thanks" className="lead-sl-h2" tabIndex={-1} ref={heading}>
        {t('thanksTitle')}
      </h2>
      <p>{t('thanks')}</p>
      {/* Without scripts the button opens an empty form (a GET of the page); with them the page swaps it in place. */}
      <form method="get" action={PATHS.projectQuote}>
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
